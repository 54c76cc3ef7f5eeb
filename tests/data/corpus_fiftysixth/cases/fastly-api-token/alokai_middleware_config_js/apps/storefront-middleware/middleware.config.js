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
          baseSiteId: 'copperkettle',
          catalogId: 'copperkettleProductCatalog',
          catalogVersion: 'Online',
          defaultLanguage: 'en',
          defaultCurrency: 'USD',
        },
      },
    },
    fastly: {
      location: './integrations/fastly/server',
      configuration: {
        fastlyApiKey: 'ldFP9Ore1ns3e0NKLjFYibBIs-36faTf',
      },
    },
  },
};
