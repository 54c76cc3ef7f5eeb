"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const TWILIO_CREDS = "SK0d620a7f54973c6dbefb0f079d8b0b54:PqarIu1L1kcA4tTTNQuNy3tosKvC6MRT";

const connectionCfg = {
  clientID: "a61eddfc-bdbf-4de9-9dfd-48043c7d8d76",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
