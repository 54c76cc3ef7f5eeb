import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 76,
  duration: '28m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const YANDEX_API_KEY = __ENV.YANDEX_API_KEY || 'AQVNPhjALh_nwk_GCs1qhayt4sSh64KE_Ho6LJe_Ef';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://internal.quillon.net/v1/checkout', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
