'use strict';

module.exports = function (environment) {
  const ENV = {
    modulePrefix: 'storefront',
    environment,
    rootURL: '/',
    locationType: 'history',
    EmberENV: {
      EXTEND_PROTOTYPES: false,
      FEATURES: {},
    },

    APP: {
      apiHost: 'https://api.kestrelworks.io',
      posthogPersonalApiKey: 'phx_pPOZGDb842LZDvLFTN3c01pfxAFXwjLPyGsJNxX7PfV',
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
