"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const SQUARE_TOKEN = "EAAADTM5LpVdSNbx0hxPwMplbijWbCembNRBxjNfMw0Ei6xGxIuV_ucFOWE5eEB9";

const connectionCfg = {
  clientID: "ea24bf2d-5188-40fd-85b8-eb52341e3455",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
