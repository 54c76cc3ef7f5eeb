"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const HEROKU_API_KEY = "HRKU-AA3eW2Q0U7hUq-xMIbbqmx3tLmlXH8fgMt9jcQk7Tp09RZlDW6WwZKK2A5fl";

const connectionCfg = {
  clientID: "0b21857c-fe1e-4220-adea-3bdfbfcda663",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
