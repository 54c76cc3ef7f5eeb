/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  serverRuntimeConfig: {
    workerConcurrency: '4',
    gitlabAgentToken: 'glagent-Spll8WlhTiA_-038IRdaHANDaH5xQ_IgwJYswW8gwECn296sDR',
    awsRegion: 'eu-west-1',
    logLevel: 'info',
  },
  images: { domains: ['cdn.example.org'] },
};

module.exports = nextConfig;
