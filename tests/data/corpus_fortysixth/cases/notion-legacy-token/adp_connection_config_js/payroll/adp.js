"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const NOTION_DATABASE_ID = "9e13b0ef562ec8dd952d38d4082cd11e";

const connectionCfg = {
  clientID: "07c1b8f2-0bb1-4368-a58e-f6b41b465c89",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
