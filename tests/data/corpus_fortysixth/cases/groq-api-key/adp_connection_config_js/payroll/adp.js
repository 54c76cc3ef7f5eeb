"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const GROQ_BASE_URL = "https://api.groq.com/openai/v1";

const connectionCfg = {
  clientID: "47a433c3-616b-4a83-be55-a304bb5d107e",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
