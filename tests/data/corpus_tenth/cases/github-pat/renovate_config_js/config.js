module.exports = {
  platform: 'github',
  token: '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',
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/billing'],
  hostRules: [
    {
      matchHost: 'registry.npmjs.org',
      token: process.env.NPM_TOKEN,
    },
  ],
};