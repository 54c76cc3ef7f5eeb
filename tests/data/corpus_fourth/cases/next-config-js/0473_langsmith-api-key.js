/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    cacheTtlSeconds: '300',
    langsmithApiKey: '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',
    logLevel: 'info',
    retryMaxAttempts: '5',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
