import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 191,
  duration: '26m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const CF_API_TOKEN = __ENV.CF_API_TOKEN || 'lF57JyTUHRrdYASn3_AGjN4ykLdovEc3_w1aSR2u';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://edge.palisade.io/v1/billing', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}