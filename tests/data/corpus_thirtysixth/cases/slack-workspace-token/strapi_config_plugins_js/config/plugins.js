module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      slackWorkspaceToken: env('SLACK_WORKSPACE_TOKEN', 'xoxa-2-90661038243-461634188942-5115129264829-f2e826afeba521f5ebfcdc32f8d754cf4d1b344ff894f19ef6b1947824de09c5'),
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
