import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 146,
  duration: '20m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const NEON_API_KEY = __ENV.NEON_API_KEY || 'napi_ugrrttp4pcr8recl34do2av6f84zcjvk0o062j2rk7ln0qoys39gae3u0s23gcwj';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://internal.quillon.net/v1/ingest', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}