// middleware.config.js - Alokai (Vue Storefront) server middleware: commerce, CMS and the other integrations
module.exports = {
  integrations: {
    sapcc: {
      location: '@vsf-enterprise/sapcc-api/server',
      configuration: {
        OAuth: {
          uri: process.env.SAPCC_OAUTH_URI,
          clientId: process.env.SAPCC_OAUTH_CLIENT_ID,
          clientSecret: process.env.SAPCC_OAUTH_CLIENT_SECRET,
          tokenEndpoint: process.env.SAPCC_OAUTH_TOKEN_ENDPOINT,
          tokenRevokeEndpoint: process.env.SAPCC_OAUTH_TOKEN_REVOKE_ENDPOINT,
        },
        api: {
          uri: process.env.SAPCC_API_URI,
          baseSiteId: 'harborline',
          catalogId: 'harborlineProductCatalog',
          catalogVersion: 'Online',
          defaultLanguage: 'en',
          defaultCurrency: 'USD',
        },
      },
    },
    frameIo: {
      location: './integrations/frame-io/server',
      configuration: {
        authToken: 'fio-u-rfnmf5x04bSbKRskPFUO0Bv5RsKU_eyPqeATtSNUm8V_B9hxlJQkWFSJ4GbKfuxP',
      },
    },
  },
};
