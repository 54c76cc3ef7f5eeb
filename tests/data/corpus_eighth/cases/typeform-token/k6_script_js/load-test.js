import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 179,
  duration: '20m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const TYPEFORM_TOKEN = __ENV.TYPEFORM_TOKEN || 'tfp_jYJDpcKoMydy3kglwO0rYzVCPMSoz0uXYyP5gdZSN1aN_Gd7MJz6EuzypsH';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://edge.palisade.io/v1/notifier', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
