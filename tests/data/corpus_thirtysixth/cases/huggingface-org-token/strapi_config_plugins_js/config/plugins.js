module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      HF_REVISION: '19712747fa9c22808fbb6a5dacdd56c35a579670',
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