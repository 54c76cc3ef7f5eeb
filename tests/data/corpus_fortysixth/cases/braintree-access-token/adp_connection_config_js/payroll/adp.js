"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const BRAINTREE_ACCESS_TOKEN = "access_token$sandbox$w52k9t9wwm2uqvys$3f03721dee5bebcc44fc595da413862d";

const connectionCfg = {
  clientID: "0d347e08-72ee-49f2-9159-4555991ef277",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
