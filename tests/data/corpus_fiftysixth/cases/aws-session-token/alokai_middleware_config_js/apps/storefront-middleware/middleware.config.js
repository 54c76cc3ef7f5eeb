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
    aws: {
      location: './integrations/aws/server',
      configuration: {
        awsSessionToken: 'IQoJb3JpZ2luX2VjENT0F1LoXjwU7gg5IITzzQheypdW6zZE3S0k47SRnuOgEsgX9T9ZFsw8Lb++4SPARKzZbjvX0IiSFb5mtufX3JiEXcs6qPbaJalHNZmioL2Wlc2IPzJRxv+IBIaQzT1nEj+CLFF64Hdsj0S9i1v3phb/M9jdG+D5lgUfv8Ds5/VxrrKOQVrOQvcCOS/B6VD1A8PLpV/JBX23Su0e1Gi/2Co1Z0p0AOBo8tNs1lrknMRMHvhOd36zUYLXswdswhlwTtwBNmsRORKfMCCzlZLsDrerk7yDsFaPYSBhC5pBnWKZeWt0Kwyb1MU5jPk4EgzwvLD0ZDZA3OPv3cQmzsFTGRhxbNGdYx8QNJj1UuQuUScO+IXyNlGoiWotN1ZRVqzWo4cHgdcoe7PJhtyPR5Fm/HEhzGN8CWpz8Dr3Re7dpxhDx3zLCMbHzKYBNzxCLeZvMC9RVj9tlh6weHXsXG1J1ThO7IQ/X69IP1IVA6ES+VkVynDqTreetZAOR6Ikj2soYZaMVr2LZorE+8eEJxs0MCtZAP3bGorLccjJnUDp9DNLdbDbtaCXiRAI50nsSz44+ds8zsIHJXeowaQdbO3gfvzq+SMO65MxSstR4ygq4I49Oh8luzCle6gCOQU/02Muc892yzD0TF/rPBie+uauY6ddekTGVo0I0fStrPi7ugXQSj4TN953Dg0=',
      },
    },
  },
};
