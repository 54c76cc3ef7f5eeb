"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "eae97f53-4e42-4246-883d-7d7e3597e158";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const API_KEY = "IZ7EiGa3QhSfnYYBTNbuPEfrSSapy0WqLO5t6IS6pWMO8tD_";

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
