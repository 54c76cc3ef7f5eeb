/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    awsRegion: 'eu-west-1',
    circleciToken: 'CCIPAT_fjrIBOypenDVL9BuNb4DwF_0685866701871a305ebc51b72171783bdc22eb2d',
    appEnv: 'production',
    retryMaxAttempts: '5',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
