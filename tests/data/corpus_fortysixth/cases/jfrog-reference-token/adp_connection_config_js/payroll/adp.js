"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const ARTIFACTORY_TOKEN = "cmVmdGtuOjAxOjE4MjQxNTQ4MTU6UHlJdkFGM2hyQXc4QVRoNXBOYnJyeDVXcXdS";

const connectionCfg = {
  clientID: "528ebdf8-dc1f-4fd5-9275-b4162d9aa07c",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
