"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const OPENAI_PROJECT_ID = "proj_fn0WhNcDGcFugeehiM1Qq9R6";

const connectionCfg = {
  clientID: "684f2f35-efe7-4e1e-91a7-b4f8b6f67b54",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
