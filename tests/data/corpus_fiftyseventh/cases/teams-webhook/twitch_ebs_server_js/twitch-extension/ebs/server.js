// server.js - Extension Backend Service of the Ironbloom Twitch extension (panel: live match stats for the streamer's current game)
'use strict';
const express = require('express');
const jwt = require('jsonwebtoken');

const MS_TEAMS_HOOK = 'https://kestrelworks.webhook.office.com/webhookb2/ed89c8f5-715a-4229-8f04-55ac1df18459@7b29e91b-30ad-4a7b-9042-8389d0ed3f67/IncomingWebhook/9a1adb6cd2ee3e957196752d4f14a922/32a38878-66ae-4aae-8924-50f2c8dabd29';

const extSecret = Buffer.from(process.env.EXT_SECRET, 'base64');   // the extension secret, base64 as the console shows it
const app = express();

function verify(req) {
  const auth = req.header('Authorization') || '';
  return jwt.verify(auth.replace(/^Bearer /, ''), extSecret, { algorithms: ['HS256'] });
}

app.get('/stats', async (req, res) => {
  let payload;
  try {
    payload = verify(req);
  } catch (e) {
    return res.status(401).end();
  }
  const r = await fetch('https://liveops.emberfall-games.com/api/v1/streams/stats?channel=' + encodeURIComponent(payload.channel_id), {
    headers: { Accept: 'application/json' },
  });
  res.set('Access-Control-Allow-Origin', '*');
  res.json(await r.json());
});

app.listen(process.env.PORT || 8081);
