"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const AZURE_WEB_JOBS_STORAGE = "DefaultEndpointsProtocol=https;AccountName=nwlogs01okg;AccountKey=/tHKM5cnsb6mTT2352yCPX3AkEWgk1ASkFtnba3bqoiN4Iel3GOoJAPdckQUATe7il4XFfF1udWwj1monk95/A==;EndpointSuffix=core.windows.net";

const connectionCfg = {
  clientID: "db2bf415-b171-4629-9df9-68bb90c97c8b",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
