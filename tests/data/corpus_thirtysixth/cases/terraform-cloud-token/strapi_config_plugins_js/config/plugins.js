module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  'i18n-deepl': {
    enabled: true,
    config: {
      tfTokenAppTerraformIo: env('TF_TOKEN_APP_TERRAFORM_IO', 'xfT9CHbzlC0U7u.atlasv1.9JrD493dosazP90fy0DW3ESBZT9IwWmDUfcIxyZXtcug2pNEUBKS132DMTynr3Jztfe'),
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