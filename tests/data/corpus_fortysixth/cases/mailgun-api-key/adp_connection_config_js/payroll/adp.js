"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const AUTH_TOKEN = "key-9849dca0b88b4d6040b728e2329d4f05";

const connectionCfg = {
  clientID: "065372cd-f629-43af-9d42-953a421dccd9",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
