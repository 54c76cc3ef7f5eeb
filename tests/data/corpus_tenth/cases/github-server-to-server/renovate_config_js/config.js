module.exports = {
  platform: 'github',
  token: 'ghs_mm7bgA0Q7TaHjo0p5Gw5C2I4U70re51BbeQk',
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
