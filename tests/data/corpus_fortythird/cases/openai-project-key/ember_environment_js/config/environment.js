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
      apiHost: 'https://api.cobaltpeak.ca',
      apikey: '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',
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
