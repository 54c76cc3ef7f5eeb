/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    retryMaxAttempts: '5',
    accessKey: 'CFPAT-oBq2z1fUkl2VF1LKbDi9kwcD6woB_GFtSCdNxs_iK99',
    awsRegion: 'eu-west-1',
    httpTimeout: '30',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
