module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  email: {
    enabled: true,
    config: {
      accessToken: '1//0BUHJnmP8No1P73hqO4xpYXJPmhNZob-bU8qhngAbaKnwIq6D_5XCWC8KRSzjkgXQKl2LaopmPZQtGHn8fVLkdGUWh4heC1kGECCR',
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
