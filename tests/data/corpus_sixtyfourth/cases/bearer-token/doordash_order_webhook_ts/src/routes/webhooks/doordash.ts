// doordash.ts - receives DoorDash Marketplace order webhooks, injects the order into the POS and confirms it to DoorDash
import express from 'express';

export const doordash = express.Router();

doordash.post('/webhooks/doordash/orders', express.json(), async (req, res) => {
  const order = req.body;
  const pos = await fetch('https://ingest.harbour-noodle-bar.com/v2/customers/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Authorization': 'Bearer 49903d1f2af3f3f9205a2e0881f86a34c2051b6ca45fca90cf7fce5081e1b825' },
    body: JSON.stringify({ source: 'doordash', external_id: order.id, items: order.categories?.flatMap((c: any) => c.items) ?? [] }),
  });
  const status = pos.ok ? 'success' : 'fail';
  await fetch(`https://openapi.doordash.com/marketplace/api/v1/orders/${order.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${await doordashJwt()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant_supplied_id: order.id, order_status: status }),
  });
  res.sendStatus(202);
});

declare function doordashJwt(): Promise<string>;
