/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    retryMaxAttempts: '5',
    token: 'glcbt-f5_2hZazBJ8jxnY9ZjYmrc1',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
