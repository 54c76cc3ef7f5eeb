import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 44,
  duration: '4m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const SUPABASE_ACCESS_TOKEN = __ENV.SUPABASE_ACCESS_TOKEN || '${env:SUPABASE_TOKEN}';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://billing.fernhill.com/v1/billing', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}