"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const SECRET_KEY = "A3-PSMLAO…";

const connectionCfg = {
  clientID: "cb7cec7d-bc04-4547-bf2c-cd7b1dbe09d0",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
