"use strict";
const adp = require("adp-connection");
const axios = require("axios");

const PYPI_TOKEN = "pypi-AgENdGVzdC5weXBpLm9yZwIkODExZTlhY2EtMDliMC00ODQ4LWFhODgtZjE4NDkxMTk1M2UwAAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiCt14TR-v_QHbiT2chvNergy7qAqgQ8EXO7ERJuhP4a-A";

const connectionCfg = {
  clientID: "ffb6c43e-1aad-483f-bd94-c8f80b3674a1",
  clientSecret: process.env.ADP_CLIENT_SECRET,
  granttype: "client_credentials",
  sslCertPath: "certs/apiclient_certificate.pem",
  sslKeyPath: "certs/apiclient_private.key",
};

const connection = adp.createConnection(connectionCfg);

module.exports = { connection };
