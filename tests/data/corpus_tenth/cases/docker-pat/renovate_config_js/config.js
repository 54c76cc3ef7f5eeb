module.exports = {
  platform: 'github',
  token: process.env.RENOVATE_TOKEN,
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/notifier'],
  hostRules: [
    {
      matchHost: 'docker.io',
      username: 'kestreldeploy',
      password: 'dckr_pat_1DTzz3UnQPot-VXaqZSY6VZIDY2',
    },
  ],
};
