module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      jiraUser: 'ci-bot@larkspur.dev',
      ATLASSIAN_TOKEN: 'sha512-4idqSIkC3w9cScpVIVAOba5x8yeT1BLRR3bChs5FObBMF8CbmiFk8b7qzBmB4QovlZsiJJ6Ga1L2llmIkbKJ/w==',
    },
  },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      playgroundAlways: false,
      depthLimit: 7,
    },
  },
});
