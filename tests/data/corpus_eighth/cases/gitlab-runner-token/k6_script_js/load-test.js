import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 10,
  duration: '9m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const RUNNER_TOKEN = __ENV.RUNNER_TOKEN || 'glrt-3tt2qGjc36f2jrYg25ZZ';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://api.kestrelworks.io/v1/checkout', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}