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
          baseSiteId: 'tidepool',
          catalogId: 'tidepoolProductCatalog',
          catalogVersion: 'Online',
          defaultLanguage: 'en',
          defaultCurrency: 'USD',
        },
      },
    },
    upstash: {
      location: './integrations/upstash/server',
      configuration: {
        upstashRedisRestUrl: 'https://eu2-grand-71283.upstash.io',
        kvRestApiToken: 'AYUFASQgOTg2N2NhYjktYjU2ZC00MDNhLThhMDYtOTc2ZDk5MTJmZTY4V5vMOz79YhGh09qOpfq9dEElr5ujVzb3TBQ6G5Ic63Y=',
      },
    },
  },
};
