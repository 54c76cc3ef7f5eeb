'use strict';
// vrmStats.js - hourly: battery and solar yield of the off-grid telecom sites from the Victron VRM API (v2)

const INSTALLATIONS = [54645, 55537];
const PLANETSCALE_SERVICE_TOKEN_ID = 'pukhnecdaqw8';
const PLANETSCALE_SERVICE_TOKEN = 'CiQApCeSuUM2YoTCt5FzbrzWZiQhR3Xl0xMjc40WGMUpmTuKqRkSRmXd7/lmAMTwb0XPWV9DC84av7PPuWM4IH9XL5N8PIkRXWxgqoNUhfE0+vIhOs+N2qILGCzLpD6C1oHAKTENhVTju4tmcV8=';

async function stats(id) {
  const res = await fetch(`https://vrmapi.victronenergy.com/v2/installations/${id}/stats?type=kwh&interval=hours`, {
    headers: { 'X-Authorization': `Token ${process.env.VRM_ACCESS_TOKEN}` },
  });
  return (await res.json()).records;
}

(async () => {
  for (const id of INSTALLATIONS) {
    const records = await stats(id);
    await fetch('https://market-desk.kestrel-renewables.com/api/v1/sites/energy', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ installation: id, records }),
    });
  }
})();
