'use strict';
// vrmStats.js - hourly: battery and solar yield of the off-grid telecom sites from the Victron VRM API (v2)

const INSTALLATIONS = [611043, 611513];
const SONAR_AUTH_TOKEN = 'f76f2d03fec88d0bc9bb253e625adc8749b10298';

async function stats(id) {
  const res = await fetch(`https://vrmapi.victronenergy.com/v2/installations/${id}/stats?type=kwh&interval=hours`, {
    headers: { 'X-Authorization': `Token ${process.env.VRM_ACCESS_TOKEN}` },
  });
  return (await res.json()).records;
}

(async () => {
  for (const id of INSTALLATIONS) {
    const records = await stats(id);
    await fetch('https://plant-telemetry.altamira-water.org/api/v1/sites/energy', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ installation: id, records }),
    });
  }
})();
