module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  email: {
    enabled: true,
    config: {
      discordHook: 'https://discord.com/api/webhooks/5875634171752487415/lqUnDzRCWvJesaxnQg5THihLqHcfbUCzbNErf9zK8BCSd9I_pbhXStcWwWL-t76Qlpoj',
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
