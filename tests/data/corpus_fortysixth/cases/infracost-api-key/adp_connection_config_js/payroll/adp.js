"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const INFRACOST_API_KEY = "ico-H8mS9TMDXVwRMqfmV7PwsJwDk0wNWzeA";

const connectionCfg = {
  clientID: "e484638c-9567-4f15-80e6-3c8b17825bec",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
