'use strict';

module.exports = function (environment) {
  const ENV = {
    modulePrefix: 'marketing-site',
    environment,
    rootURL: '/',
    locationType: 'history',
    EmberENV: {
      EXTEND_PROTOTYPES: false,
      FEATURES: {},
    },

    APP: {
      apiHost: 'https://api.fernhill-foods.com',
      databaseUrl: 'postgres://backup:NGrynWSfvUXsA1RYnfIKRAK3@db-billing.internal:5432/analytics?sslmode=require',
    },
  };

  if (environment === 'test') {
    ENV.locationType = 'none';
    ENV.APP.LOG_ACTIVE_GENERATION = false;
    ENV.APP.rootElement = '#ember-testing';
    ENV.APP.autoboot = false;
  }

  if (environment === 'production') {
    // here you can enable a production-specific feature
  }

  return ENV;
};
