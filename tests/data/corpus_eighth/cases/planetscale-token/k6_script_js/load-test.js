import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 37,
  duration: '21m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const PLANETSCALE_SERVICE_TOKEN_ID = __ENV.PLANETSCALE_SERVICE_TOKEN_ID || 'wx6ui9txnq92';
const PLANETSCALE_SERVICE_TOKEN = __ENV.PLANETSCALE_SERVICE_TOKEN || 'pscale_tkn_a2TsUjzQ3k43uyaDgu_EsQlIpyIofca6rrECJpfZi4l';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://gw.tidewater.com/v1/ingest', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
