"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "853e799b-77ec-461e-95ad-bcdf2f94b802";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const LANGFUSE_PUBLIC_KEY = "pk-lf-068a06c5-e82f-4aaa-b795-e2faa1413fc4";
const LANGFUSE_SECRET_KEY = "sk-lf-b71fa169-a558-4b91-88e8-b3287e9c2b38";

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
