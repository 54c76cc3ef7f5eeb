"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const CI_JOB_TOKEN = "glcbt-9f_6xMNuw8aQe8Vp20OnUZE";

const connectionCfg = {
  clientID: "f6667180-c695-4ee1-846d-ba1738b7ddac",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
