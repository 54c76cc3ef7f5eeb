// server.js - Extension Backend Service of the Ironbloom Twitch extension (panel: live match stats for the streamer's current game)
'use strict';
const express = require('express');
const jwt = require('jsonwebtoken');

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
  const r = await fetch('https://ingest.quillstone-studios.com/v2/orders/sync' + encodeURIComponent(payload.channel_id), {
    headers: { 'Authorization': 'Token token="bLVa6bZlIba4MGi1mH0YSgXm5_kbpaIR"' },
  });
  res.set('Access-Control-Allow-Origin', '*');
  res.json(await r.json());
});

app.listen(process.env.PORT || 8081);
