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
      apiHost: 'https://api.kestrelworks.io',
      anthropicOauthToken: 'sk-ant-oat01-hvZYSrQf-992a8ENvfAt2O4NwmY9RaD6x0Xu-6T4jU0JYFr4OJvqjq7MFxhKF40BrIp8xsiKu6AE2G29T0nAop8eGubIFAA',
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
