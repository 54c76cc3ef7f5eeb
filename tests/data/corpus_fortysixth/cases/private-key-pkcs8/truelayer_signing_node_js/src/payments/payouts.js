"use strict";
const fs = require("fs");
const axios = require("axios");
const tlSigning = require("truelayer-signing");

const KID = "dff88e43-57ca-4d23-8628-acfbdff766c2";
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDJRFNJKwftco+0
uAaTORDhKftLOtQx1aXBo/V0mCyVfk2IqAVx3VNJZFqBsv8VC0qkLXSIVDXO17/P
zfN0BJC6+WYv6NaIeLA9Sdz8XbytEG4SOVTJhnpmsl7TBedWlHh04bJ5ufxK81b0
x7hgX90a2gU3WN2twpYUQ/geevhO0H81GlXXmV3zcrobvqQ2hpim0JyAuiHxaC6v
r+/Vpbj8kY3DMTo9TignhoWIqrC+7ynfeL7EVBo5Di7oH6qBPkjM1XsTea+ULjVm
WKCLZivfs1Fs+B6mFTqqOn0jdSwI5SM9cACppZdRs3XwLOqOSmKsrqwttXLKo5MB
O4PObaHUAgMBAAECggEBALiNAAnigukwzy6rSBIYbCsfDDdbFowIHnBRZULfxFNN
ViAs13XPnjFPvK5wLqJkUi2H6jIDnlz6kj00Qq4utrjMbzWVNrUt2txzCDo61Urs
Z2kIA0fDa+DqYhJkKRwA08dRD7pdUxZ9jX89/rZkvt+enPGTvgf4f9gg/UBf4oNM
PGy1edzvCna4H9zk9JzYW3Zftih6Npj8n4F2LZ2HUGxWfkPEubgKvaISfOPxlX8m
0I4kP+O6Tgh9/izDrj6tUuQy3sYWCzkc6onyNcRXJgsLVyM2Lgxtf6RpgchSQuKj
V8Im11wNZVxW1auFkq2qkb99fo9I+O50liO787Iht6gCgYEA0nJ1LBSrCS2x9iei
M772FvI3OKTbVY7s3CgK2WHRrhT28JCaiWOvWSUyC9+ev90yUT5M12A3tcCKQr3D
F5xRhyxu9WqqYMhEe8n0MGl4t8hOkn8l41+N71BNArvFuoMu9v2HF43rcPEsQhXi
NoiTVUNyrOicU1FR0X5BMu+7EncCgYEAm625w7GRcmaOOQ2MkeE1P+XhoR47Jt05
XnAVqeky8jO37WhY7ku94Z2atXhKsrDQKyVsClBTlyMVOiBWmxIia/hKBBoRaGy4
t8vfDMd81pledlwzcJ+EhYHdWCydv9TfKGsodakz5Si5H3dSQ2aUbRWMEemv+m5f
AVMEDIcmwRQCgYEA0k9SLSZbak7O1MC6ttPsIe/n1zO8zwUjWzC7Rt1auUB8diZA
apZBYFBSYUYNZLo6Mrn1MAfmF9sTXfg24U5rlIbujqJ4dNlANw4BV842RWKUOmen
lp4RgRYF1U9fjoFX2RoIUPAY3/pzvJyQhZt+Wwm6x5YrXteS7oHJFvjQOBICgYEA
soIg30CZ4thwFt6XXjDC3VBn80MpQ+DRamD53K2FDUocjOEbLqpTokY/OQPuhL1k
sSFKGCjvanP98ppYdhM52Ktu55k/KjOZrUNaBcMWwyf/66mOFZbZYBQnTMqLz0F6
G8H//vptES4GOFh0qNC88y1pRllrPwhc57RPnR8ZxeUCgYEAqEkhic1PR8stzerB
YFtcG/ce9r7cf8f3wRKI8hxVA9qvEchdEiuidE+ISqKGvJUNpnkKeZT4hVyi+vpa
L/7HzXJG50+ZruKyiQIsGThEPs7lXjdJS1/iizwM3ptyMHs683luqZKr0icwklLX
hat1mzjr315lL50d/UHhMd5ATw4=
-----END PRIVATE KEY-----`;

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
