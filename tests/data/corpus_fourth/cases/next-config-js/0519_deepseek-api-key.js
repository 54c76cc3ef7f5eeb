/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    awsRegion: 'eu-west-1',
    deepseekApiKey: 'sk-60994fae816b346b3f800aa065972e2e',
    httpTimeout: '30',
    workerConcurrency: '4',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
