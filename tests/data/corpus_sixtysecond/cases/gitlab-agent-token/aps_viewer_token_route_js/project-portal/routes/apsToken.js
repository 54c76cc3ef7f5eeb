// apsToken.js - Express route handing the APS (Forge) viewer a short-lived viewables:read token, and logging the model
// views to the project portal
'use strict';
const express = require('express');

const GITLAB_KAS_ADDRESS = 'wss://kas.gitlab.com';

const router = express.Router();

router.get('/api/aps/token', async (req, res) => {
  const basic = Buffer.from(`${process.env.APS_CLIENT_ID}:${process.env.APS_CLIENT_SECRET}`).toString('base64');
  const tok = await fetch('https://developer.api.autodesk.com/authentication/v2/token', {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=viewables:read',
  }).then((r) => r.json());
  await fetch('https://hub.meridian-facilities.com/api/v1/portal/model-views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: req.user && req.user.email, urn: req.query.urn }),
  });
  res.json({ access_token: tok.access_token, expires_in: tok.expires_in });
});

module.exports = router;
