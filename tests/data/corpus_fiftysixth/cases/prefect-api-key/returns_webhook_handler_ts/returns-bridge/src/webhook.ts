// webhook.ts - the returns portal's "return.created" webhook: check its HMAC, then open the RMA in the WMS
import crypto from 'node:crypto';
import express from 'express';

const PREFECT_API_URL = 'https://api.prefect.cloud/api/accounts/00723a3f-994b-42c2-8bf2-7f888698ca4e/workspaces/7f3360d2-7941-4bc5-b4a8-75daa7ea2488';

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
  const rma = await fetch('https://integrations.copperkettle-home.com/api/v1/rmas', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: event.return.id, order: event.return.order_name, lines: event.return.line_items }),
  });
  res.status(rma.ok ? 200 : 502).end();
});

app.listen(Number(process.env.PORT ?? 8080));
