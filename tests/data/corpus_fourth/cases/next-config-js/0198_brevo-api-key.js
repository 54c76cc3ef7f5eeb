/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    awsRegion: 'eu-west-1',
    brevoApiKey: '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',
    logLevel: 'info',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
