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
    gitlab: {
      location: './integrations/gitlab/server',
      configuration: {
        gitlabFeedToken: 'AgDy+u9ENwJmY5DiZ5olxkQHCZO8OJ+pBe5mUDCHO4JerhIvXo8HJtYB0mkD2gtFuyVqlC+nsPtLLZSIDfi9Nq83bifWbbAqoAGydXveaKR+UwtZAbZfuzPY0TIRa4rjXDXSwEKH98q0OJ7l+GnedS2ksr6VfuY9q98f9iVV5OF4BBRt1bFcUFyYGxxnCHKnCf7PFMLr3nlnGqz+uQdwO2hWOnFR8zPy864mWr/mSCsjPEY5/Kxzd5WTymuduuiwFBvStfvyJ4DXUEtN/Zyaz9SF5LYNOBMLqOv2Rqq/RLSuvXe7WHMn0e5MuK2g3ZvoDoF9w1SAKYFO2D64D5wXlqhwSIRZongmqKpDQJ25THmZ2HdkdkDNita/Jjtjg2PXaXSRFWmg/2TGN0pEuNDWKRoEZMS70IBbqBd4z4eYUoEa5uL4jGZpgCHCloZmHVbQD9q1ZXpAB4YZ1ltg7juU0wUyAcOkATsr2i6e6Wu6MSo9nHmuG5D3EJnRw5hdGCZRLL6eQmvv7yOuF+KtL8+7gI9HN/FEVXxkW5XPUuCSjy3ZTrwVRdN8Xf3KYqiWst/hSGIq6V2SCvO/Pnv1dPk/6c6OdbUf233p5+Q1eTeawUQYRfYNinDpPWsbSXa86jrs6XV1POA/sfAXJuNnnGe/zjOM+BGaHsDOrC1/93WCNi3pwWkKxkE4eNHKtaKe16w9Xm9q4DO4X/MI',
      },
    },
  },
};
