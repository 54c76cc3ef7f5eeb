import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 105,
  duration: '4m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const SENDINBLUE_API_KEY = __ENV.SENDINBLUE_API_KEY || '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';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://billing.fernhill.com/v1/orders', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
