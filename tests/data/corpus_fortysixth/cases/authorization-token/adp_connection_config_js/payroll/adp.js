"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const connectionCfg = {
  clientID: "00194064-cc27-4412-83ca-b85150cb65d6",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

async function pushHeadcount(report) {
  return axios.post("https://api.quillon-bank.net/v2/encounters/sync", report, {
    headers: { "Authorization": "Api-Key IRAyjtLnJnv5aFPVfrxI5T5TMBVtamV3J9i5KNd9" },
  });
}

module.exports = { connection };
