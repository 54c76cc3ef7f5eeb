import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 68,
  duration: '28m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const AUTH0_CLIENT_ID = __ENV.AUTH0_CLIENT_ID || 'gsfm71oz6YtIsPS3hu69BjZpWyD0kKeg';
const AUTH0_DOMAIN = __ENV.AUTH0_DOMAIN || 'nw-prod.us.auth0.com';
const AUTH0_SECRET = __ENV.AUTH0_SECRET || 'fSrvsCcHnhc9gxMAd2K_tAO47UkQiC5SBWCFft28VU_eHmFwG5GbAtMm2Izdo3OO';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://internal.quillon.net/v1/orders', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
