module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      COHERE_API_TOKEN: 'tcm4nj7d9GPHapWVGEjuuLzX1EvGTQDMrq3GcnZ9',
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