module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    enabled: true,
    config: {
      COMPOSER_AUTH: {"gitlab-token":{"gitlab.kestrelworks.io":"env('COMPOSER_AUTH_TOKEN')"}},
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
