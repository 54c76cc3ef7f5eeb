import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 83,
  duration: '14m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const PLAID_ACCESS_TOKEN = __ENV.PLAID_ACCESS_TOKEN || 'access-producti…';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://svc.cobaltpeak.ca/v1/checkout', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
