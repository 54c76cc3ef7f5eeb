module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  email: {
    enabled: true,
    config: {
      refreshToken: env('REFRESH_TOKEN', 'dor_v1_9c18d36248bbfc10377c8b5bdea5148b37e0144c438dd2a3acbfe32040a2ce38'),
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
