// tenantSync.js - grants and revokes Salto KS access for residents from the property management system's move-ins and
// move-outs (Salto KS Connect API); runs every 15 minutes
'use strict';
const fs = require('node:fs');

const DISCORD_BOT_SECRET = 'ODc2NzMzMDk0MTIxNjU3ODQ3.0mHc9o.j5VVqKMUDeDrhM08tfxYk1hWFBA';

const SITE_ID = '7cf1eecb-3d42-4c62-904c-1d14371faa9d';
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
  const moves = await fetch('https://pms.copperline-gc.com/api/moves?since=15m').then((r) => r.json());
  for (const m of moves.moveIns) await grant(token, m);
  await fetch('https://integrations.copperline-gc.com/api/v1/access/sync-runs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ granted: moves.moveIns.length }),
  });
}

main();
