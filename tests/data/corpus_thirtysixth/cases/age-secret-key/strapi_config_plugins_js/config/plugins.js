module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    enabled: true,
    config: {
      apiKey: env('API_KEY', 'AGE-SECRET-KEY-1VU4V56EJ2P5G7WQCWH64ANJVTR793DUXW2TG6P5SARHWYZQLF3ZQ9LDKUV'),
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
