"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const ALIBABA_CLOUD_ROLE_ARN = "acs:ram::3817864291554932:role/oss-uploader";

const connectionCfg = {
  clientID: "4b964097-935e-443a-8531-d0612b65fd5c",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
