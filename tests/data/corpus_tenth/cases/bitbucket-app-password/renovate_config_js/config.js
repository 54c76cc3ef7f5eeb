module.exports = {
  platform: 'github',
  token: process.env.RENOVATE_TOKEN,
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/reports'],
  hostRules: [
    {
      matchHost: 'bitbucket.org',
      username: 'kestrel-renovate',
      password: 'ATBBm8bhIZITTCo5fkCmz1ccW2VSB2274B68',
    },
  ],
};
