// enphaseTelemetry.ts - microinverter production telemetry from the Enlighten API v4 for the residential fleet dashboard

const AWS_ACCESS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

const BASE = 'https://api.enphaseenergy.com/api/v4';

export async function productionMicro(systemId: number, accessToken: string) {
  const url = `${BASE}/systems/${systemId}/telemetry/production_micro?key=${process.env.ENPHASE_API_KEY}&granularity=day`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (res.status === 429) throw new Error('Enlighten rate limit; retry after ' + res.headers.get('Retry-After'));
  const body = await res.json();
  await fetch('https://charge-hub.kestrel-renewables.com/api/v1/fleet/enphase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ systemId, intervals: body.intervals }),
  });
  return body.intervals.length;
}
