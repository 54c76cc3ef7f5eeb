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
      apiHost: 'https://api.quillon.net',
      planetscaleServiceTokenId: 'lgewwgd4exir',
      planetscaleServiceToken: 'pscale_tkn_mzDReTE2MGD0L6I3lwqYi7xHgBA1cCfDSDJdcaRIfC3',
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
