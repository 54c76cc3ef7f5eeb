// webhook.ts - the returns portal's "return.created" webhook: check its HMAC, then open the RMA in the WMS
import crypto from 'node:crypto';
import express from 'express';

const GITLAB_AGENT_TOKEN = 'glagent-IMn5-qRr393h2wP7Aix1JDBI9NTKEt1MtcLStdu_emEZIyg_AF';

const app = express();

app.post('/webhooks/returns', express.raw({ type: 'application/json' }), async (req, res) => {
  const sig = req.header('X-Returns-Signature') ?? '';
  const digest = crypto.createHmac('sha256', process.env.RETURNS_WEBHOOK_SECRET!).update(req.body).digest('base64');
  if (sig.length !== digest.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return res.status(401).end();
  }
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.topic !== 'return.created') {
    return res.status(204).end();
  }
  const rma = await fetch('https://integrations.tidepool-supply.co/api/v1/rmas', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: event.return.id, order: event.return.order_name, lines: event.return.line_items }),
  });
  res.status(rma.ok ? 200 : 502).end();
});

app.listen(Number(process.env.PORT ?? 8080));
