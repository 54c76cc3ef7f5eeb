"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const LANGFUSE_PUBLIC_KEY = "pk-lf-0b092be6-1a11-484f-a997-20699c22ea42";
const LANGFUSE_SECRET_KEY = "sk-lf-e31fc697-1344-4072-96df-3e864f0ffd5f";

const connectionCfg = {
  clientID: "28f608e9-b32b-4266-8dd9-fc6d7a1a6ae1",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
