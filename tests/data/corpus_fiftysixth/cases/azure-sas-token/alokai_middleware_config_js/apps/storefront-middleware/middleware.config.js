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
          baseSiteId: 'bramblewood',
          catalogId: 'bramblewoodProductCatalog',
          catalogVersion: 'Online',
          defaultLanguage: 'en',
          defaultCurrency: 'USD',
        },
      },
    },
    checkout: {
      location: './integrations/checkout/server',
      configuration: {
        exportUrl: 'https://acmeprodsa.blob.core.windows.net/exports/2024-q3.csv?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-09-03T19:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=geIP9bOE9xKzyEp20UYWW%2BL2AN8H2HsFRCeSteNtz7E%3D',
      },
    },
  },
};
