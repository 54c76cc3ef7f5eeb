"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "8c9698fe-af2b-493b-ab77-d7ebe1121fc9";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const LANGSMITH_API_KEY = "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";

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
