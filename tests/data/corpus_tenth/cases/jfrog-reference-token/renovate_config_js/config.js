module.exports = {
  platform: 'github',
  token: process.env.RENOVATE_TOKEN,
  gitAuthor: 'Renovate Bot <bot@kestrelworks.io>',
  onboarding: false,
  requireConfig: 'optional',
  repositories: ['kestrel-works/ingest'],
  hostRules: [
    {
      matchHost: 'kestrelworks.jfrog.io',
      token: 'vault:v1:g9YwtMe3/v5pNqs96dv80Vv6WDSHYkGoUCvS3plFiA/XkjpAFCwT88CRlfsD+5rs6EWX9dulCmuAzBpRfWIO5R5fiXDSjM3BW1IrZnKoHNM=',
    },
  ],
};