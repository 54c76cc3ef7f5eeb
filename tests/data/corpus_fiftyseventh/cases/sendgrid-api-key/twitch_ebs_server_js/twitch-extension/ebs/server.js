// server.js - Extension Backend Service of the Tidecaller Twitch extension (panel: live match stats for the streamer's current game)
'use strict';
const express = require('express');
const jwt = require('jsonwebtoken');

const SENDGRID_TOKEN = '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';

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
  const r = await fetch('https://liveops.lanternworks.gg/api/v1/streams/stats?channel=' + encodeURIComponent(payload.channel_id), {
    headers: { Accept: 'application/json' },
  });
  res.set('Access-Control-Allow-Origin', '*');
  res.json(await r.json());
});

app.listen(process.env.PORT || 8081);
