'use strict';

module.exports = function (environment) {
  const ENV = {
    modulePrefix: 'docs-portal',
    environment,
    rootURL: '/',
    locationType: 'history',
    EmberENV: {
      EXTEND_PROTOTYPES: false,
      FEATURES: {},
    },

    APP: {
      apiHost: 'https://api.kestrelworks.io',
      jwt: 'eyJhbGciOiJFUzI1NiIsImtpZCI6IjI0YTY1ZmI5YTY0YWJmYzcifQ.eyJzdWIiOiIyMzdkZDMyMS1lYTM1LTQ3MDItYjU2OC1kZTcwMTlkZjBhOTUiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTczMjY2OTkyOCwiZXhwIjoxNzMyNjczNTI4LCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.7mHEppkoxJGuGPI3YmLkBJ8qhwSqsNHlq5E9TH4Glbdb8BajwAsH9cxY8T0kFiq3yF1lRPWSrUQj0MxmHOjDOQ',
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
