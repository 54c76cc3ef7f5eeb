module.exports = {
  platform: 'github',
  token: 'sm://kestrel-prod/github-fine-grained-pat',
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/reports'],
  hostRules: [
    {
      matchHost: 'registry.npmjs.org',
      token: process.env.NPM_TOKEN,
    },
  ],
};
