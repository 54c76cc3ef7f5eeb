"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const ELEVENLABS_API_TOKEN = "b5a66c86bd39bf68f2c08cd6ad7f90bb";

const connectionCfg = {
  clientID: "c7005216-11cc-4b48-80a6-04b604a12dea",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
