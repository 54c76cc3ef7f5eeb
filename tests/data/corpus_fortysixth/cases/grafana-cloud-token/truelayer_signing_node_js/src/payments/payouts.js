"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "e184ffcb-5058-40f6-9509-7d59f96d6d98";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const GC_TOKEN = "glc_eyJvIjoiNTA1MjA1NCIsIm4iOiJhbGxveS1wcm9kLXdyaXRlIiwiayI6ImJrOEVTUGdoTU5xWlVPWVhvZ1ZqN3QyUyIsIm0iOnsiciI6InByb2QtYXAtc291dGhlYXN0LTEifX0=";

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
