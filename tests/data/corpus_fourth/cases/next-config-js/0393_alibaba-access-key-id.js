/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    cacheTtlSeconds: '300',
    alibabaCloudAccessKeyId: 'LTAI5tfnMWnGYCBiMoCrXl1U',
    workerConcurrency: '4',
    logLevel: 'info',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
