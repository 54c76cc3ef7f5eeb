"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const RUBYGEMS_API_KEY = "rubygems_23e161b0dc013f670d86fbebf53d09711fade60852beee03";

const connectionCfg = {
  clientID: "95fed469-885d-4e1c-98cd-075dc8dc0cba",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
