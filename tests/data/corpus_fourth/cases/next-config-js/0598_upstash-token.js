/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    awsRegion: 'eu-west-1',
    upstashRedisRestToken: 'A3FsGvdQx7lLOer3/5TQiNhIpvno/mk9/H23N7cTcgk6TBvBXNBNDDK3TCG+rDWs7t06',
    retryMaxAttempts: '5',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
