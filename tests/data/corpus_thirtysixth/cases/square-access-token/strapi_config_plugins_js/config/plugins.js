module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    enabled: true,
    config: {
      SQUARE_APPLICATION_ID: env('SQUARE_APPLICATION_ID', 'sq0idp-JOfnpH5lvhrxnaokhzh4t9'),
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
