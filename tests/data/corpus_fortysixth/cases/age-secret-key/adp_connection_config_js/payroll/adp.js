"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const SOPS_AGE_RECIPIENTS = "age1sjxq9hws2y5p95ye5csgt4nwyfv7m5auxzkkuclvhyq3a0aq3mjs0fu9ze";

const connectionCfg = {
  clientID: "e2315831-b886-4c8d-928a-efc515813193",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
