module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      shippoToken: 'shippo_test_80e506eabb8a01605ddf61cc32acc7a69a205fcc',
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