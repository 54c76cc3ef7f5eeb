/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    cacheTtlSeconds: '300',
    githubRefreshToken: 'ghr_MvdwVfbeUbkMYV9YhM9tP8DJoy31ANxEYaM7kMymSr5TYjreLzRUJETl5Y04lrKCF5mZliuvHiL6',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
