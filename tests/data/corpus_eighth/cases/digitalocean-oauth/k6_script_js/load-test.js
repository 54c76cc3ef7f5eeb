import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 171,
  duration: '7m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const ACCESS_TOKEN = __ENV.ACCESS_TOKEN || 'doo_v1_ce29c81a6ba586ec8234afdf6ef0e880dd361d1ceb641590b152d8cb8513aa8f';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://billing.fernhill.com/v1/webhooks', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
