'use strict';
// vrmStats.js - hourly: battery and solar yield of the off-grid telecom sites from the Victron VRM API (v2)

const INSTALLATIONS = [927621, 928422];
const ZENDESK_EMAIL = 'm.okafor@kestrelworks.io/token';
const ZENDESK_SUBDOMAIN = 'kestrelworks';
const ZENDESK_ACCESS_TOKEN = 'mi5VufGRlryD9PnSjXDOvz88eo1DJ3VX2fTKz36t';

async function stats(id) {
  const res = await fetch(`https://vrmapi.victronenergy.com/v2/installations/${id}/stats?type=kwh&interval=hours`, {
    headers: { 'X-Authorization': `Token ${process.env.VRM_ACCESS_TOKEN}` },
  });
  return (await res.json()).records;
}

(async () => {
  for (const id of INSTALLATIONS) {
    const records = await stats(id);
    await fetch('https://field-service.brightmoor-utilities.com/api/v1/sites/energy', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ installation: id, records }),
    });
  }
})();
