module.exports = {
  platform: 'github',
  token: process.env.RENOVATE_TOKEN,
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/reports'],
  hostRules: [
    {
      matchHost: 'kestrelworks.jfrog.io',
      username: 'ci-bot',
      password: 'AKCp8TVSTxHjftJYJdQxf5j5ce0m6TYPiySz70TMwlKBp1sVMezXBRBQi49FNs7dfVl7mBa7C',
    },
  ],
};
