"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "d3f3d878-b8c4-4405-b284-656229451247";
const PRIVATE_KEY = fs.readFileSync("keys/ec512-private-key.pem", "utf8");
const API_TOKEN = "sk.eyJ1IjoiZmllbGRvcHMiLCJhIjoiam1iajJhbnRnNzVqc3RzOHRseW1xNWJrYiJ9.OILH5ys2wSJaOnHf66DYLJ";

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
