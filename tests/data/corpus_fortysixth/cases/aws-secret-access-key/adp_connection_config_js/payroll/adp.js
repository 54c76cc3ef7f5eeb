"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const MINIO_SECRET_KEY = "YkUujCF8Kw7CRNH+FoCznQhwkAegA+G21p+jSjlc";

const connectionCfg = {
  clientID: "98342645-f655-4c5a-9a64-9f7d6cdea5c3",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
