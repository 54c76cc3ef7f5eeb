import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 94,
  duration: '24m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const DOWNLOAD_URL = __ENV.DOWNLOAD_URL || 'https://tessbackups.blob.core.windows.net/exports/2024-q3.csv?sig=y0Oj2ofE...&st=2024-01-01T00%3A00%3A00Z&se=2025-07-10T16%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://orders.larkspur.dev/v1/ingest', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}