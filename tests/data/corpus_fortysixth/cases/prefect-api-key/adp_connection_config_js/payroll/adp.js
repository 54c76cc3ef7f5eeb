"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const PREFECT_API_KEY = "pnu_H8Uhwq5I2jGW548A8LdgP77UzwY4erqtH2R8";

const connectionCfg = {
  clientID: "5f040ee8-264e-4a21-9180-bff8d7b954eb",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
