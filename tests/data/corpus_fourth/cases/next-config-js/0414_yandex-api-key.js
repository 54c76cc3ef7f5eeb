/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    retryMaxAttempts: '5',
    handler: 'default_AQVNclient_handle',
    appEnv: 'production',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
