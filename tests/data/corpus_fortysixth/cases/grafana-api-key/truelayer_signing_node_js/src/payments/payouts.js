"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "7131dffe-b20a-4a70-a8a3-f3374c6c6bce";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const GRAFANA_API_KEY = "eyJrIjoiOVYwZ0R0UDlpclJUcXhwT3dtOFhuUXgzMnE5MjMxcnMiLCJuIjoiY2ktZGVwbG95IiwiaWQiOjM1fQ==";

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
