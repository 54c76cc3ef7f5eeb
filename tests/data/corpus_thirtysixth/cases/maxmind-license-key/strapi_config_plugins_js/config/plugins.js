module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      maxmindAccountId: '651778',
      geoipLicense: env('GEOIP_LICENSE', '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'),
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
