/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    retryMaxAttempts: '5',
    algoliaAppId: '87M6Q0U43Z',
    algoliaAdminKey: 'bd86fec2f736c8200909c0cff4e84fb0',
    logLevel: 'info',
    httpTimeout: '30',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
