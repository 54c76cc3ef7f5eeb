module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  meilisearch: {
    enabled: true,
    config: {
      githubToken: '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',
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