"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "f7d5850f-7cfb-47de-ab62-dcc0e74fbb2e";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const MAILGUN_DOMAIN = "mg.larkspur.dev";
const MAILGUN_SECRET = "681f5d237497f5b1e564f367fdfe28da-e13e33a2-368ef792";

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
