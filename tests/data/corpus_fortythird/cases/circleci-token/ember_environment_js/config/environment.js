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
      apiHost: 'https://api.quillon.net',
      circleToken: 'CCIPAT_tJbYtmT2llmqzAECNonWBr_a61308f0ce58e28b3061836730117e93f5e2ab71',
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
