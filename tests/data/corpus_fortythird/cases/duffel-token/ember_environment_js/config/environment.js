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
      apiHost: 'https://api.kestrelworks.io',
      duffelToken: 'duffel_test_7Lb1vN5hXyplc0goqDA6mQGoOStY9qKOEIeUSYMWwQv',
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
