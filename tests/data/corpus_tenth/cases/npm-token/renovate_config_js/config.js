module.exports = {
  platform: 'github',
  token: process.env.RENOVATE_TOKEN,
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/webhooks'],
  hostRules: [
    {
      matchHost: 'registry.npmjs.org',
      token: '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',
    },
  ],
};