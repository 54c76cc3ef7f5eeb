module.exports = {
  platform: 'gitlab',
  endpoint: 'https://gitlab.com/api/v4/',
  token: 'glpat-••••••••',
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/webhooks'],
  hostRules: [
    {
      matchHost: 'registry.npmjs.org',
      token: process.env.NPM_TOKEN,
    },
  ],
};