"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const DD_GIT_COMMIT_SHA = "eaed2099c22305a7df51c850c7e6cf4bf678becc";

const connectionCfg = {
  clientID: "c8fd7376-830c-4725-bf55-85b12895d962",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
