"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const NETLIFY_TOKEN = "nfp_6aKWluQR8euPpz3K254fs52gE2Y4vu1zsYSs";

const connectionCfg = {
  clientID: "28b64d74-e9dc-46ff-9574-e46705be69ee",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
