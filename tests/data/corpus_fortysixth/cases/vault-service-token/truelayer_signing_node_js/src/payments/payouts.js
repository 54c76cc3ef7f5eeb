"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "f9d6e3bd-05be-4339-b160-88f67c9f7d45";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const VAULT_TOKEN_ACCESSOR = "qjshVNz4QIOQbH41Nxyv3QAd";

async function createPayout(accessToken, payout) {
  const body = JSON.stringify(payout);
  const idempotencyKey = require("crypto").randomUUID();
  const tlSignature = tlSigning.sign({
    kid: KID,
    privateKeyPem: PRIVATE_KEY,
    method: "POST",
    path: "/v3/payouts",
    headers: { "Idempotency-Key": idempotencyKey },
    body,
  });
  return axios.post("https://api.truelayer.com/v3/payouts", body, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      "Idempotency-Key": idempotencyKey,
      "Tl-Signature": tlSignature,
      "Content-Type": "application/json",
    },
  });
}

module.exports = { createPayout };
