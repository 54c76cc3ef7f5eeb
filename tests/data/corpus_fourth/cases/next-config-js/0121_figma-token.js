/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    cacheTtlSeconds: '300',
    figmaToken: 'figd_2jowMOYscyWDkRtMa_2QH0fol2P1Sy6jw2lyw7oA',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
