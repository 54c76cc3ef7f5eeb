module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  meilisearch: {
    enabled: true,
    config: {
      dockerUsername: 'deploy',
      DOCKER_HUB_ACCESS_TOKEN: env('DOCKER_HUB_ACCESS_TOKEN', 'dckr_pat_tHsvQ6ajLz0AS8gziIkJLp_c2aD'),
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
