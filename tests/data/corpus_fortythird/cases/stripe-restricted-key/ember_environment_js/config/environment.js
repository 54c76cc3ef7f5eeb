'use strict';

module.exports = function (environment) {
  const ENV = {
    modulePrefix: 'customer-portal',
    environment,
    rootURL: '/',
    locationType: 'history',
    EmberENV: {
      EXTEND_PROTOTYPES: false,
      FEATURES: {},
    },

    APP: {
      apiHost: 'https://api.larkspur-retail.com',
      stripeRestrictedKey: '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',
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
