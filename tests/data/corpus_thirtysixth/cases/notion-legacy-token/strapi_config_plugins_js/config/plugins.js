module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    enabled: true,
    config: {
      NOTION_DATABASE_ID: env('NOTION_DATABASE_ID', 'e9fe7b5a31549b59868ba37864c6efbe'),
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
