"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const UPSTASH_REDIS_REST_URL = "https://united-robin-15958.upstash.io";

const connectionCfg = {
  clientID: "9f74634e-0f26-4b22-a47a-10a05c14616f",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
