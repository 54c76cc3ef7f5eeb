'use strict';

module.exports = function (environment) {
  const ENV = {
    modulePrefix: 'checkout-web',
    environment,
    rootURL: '/',
    locationType: 'history',
    EmberENV: {
      EXTEND_PROTOTYPES: false,
      FEATURES: {},
    },

    APP: {
      apiHost: 'https://api.kestrelworks.io',
      octopusCliApiKey: 'API-UO8SIFQCTI7OJ1F8MIMH3SBJ6E',
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
