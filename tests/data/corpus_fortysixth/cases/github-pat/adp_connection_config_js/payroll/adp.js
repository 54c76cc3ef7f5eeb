"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const DANGER_GITHUB_API_TOKEN = "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";

const connectionCfg = {
  clientID: "6d9941f9-6c8c-4d14-b6eb-026c101e7cff",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
