'use strict';

module.exports = function (environment) {
  const ENV = {
    modulePrefix: 'admin-dashboard',
    environment,
    rootURL: '/',
    locationType: 'history',
    EmberENV: {
      EXTEND_PROTOTYPES: false,
      FEATURES: {},
    },

    APP: {
      apiHost: 'https://api.kestrelworks.io',
      azureDevopsPat: '63hzpn2pderknhcuwv4pksbyczsnz66iitxey6g6de4c6utghbng',
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
