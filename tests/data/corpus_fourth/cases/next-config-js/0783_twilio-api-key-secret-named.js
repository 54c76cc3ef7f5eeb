/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    retryMaxAttempts: '5',
    twilioApiKey: 'SK2594a3db6aa4f5f4f0c650d190afe838',
    twilioApiSecret: 'y6qLfry8rKvC6qqOS1MqH1x8GrwRjKyP',
    logLevel: 'info',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
