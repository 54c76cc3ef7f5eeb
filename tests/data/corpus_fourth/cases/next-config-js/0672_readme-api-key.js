/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    httpTimeout: '30',
    readmeApiKey: 'rdme_583z9v8s0korievwwz8mv8186vm8semuyr0bay61xipkpdgj5cud01n8n7tqj8p4rbjuw6',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
