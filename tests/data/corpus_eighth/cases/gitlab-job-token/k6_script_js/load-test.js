import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 199,
  duration: '16m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const CI_JOB_TOKEN = __ENV.CI_JOB_TOKEN || 'glcbt-3c_k1fO1VqGEuO3klbwQH7m';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://internal.quillon.net/v1/notifier', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
