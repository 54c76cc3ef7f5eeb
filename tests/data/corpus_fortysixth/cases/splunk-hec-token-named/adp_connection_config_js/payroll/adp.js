"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const HEC_AUTH_TOKEN = "e7a21a48-9da5-447e-b8cc-1cb72f1a416c";

const connectionCfg = {
  clientID: "3537d2d3-d754-451d-9902-60d695a7b972",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
