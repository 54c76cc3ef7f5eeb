import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 168,
  duration: '5m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const SONAR_SCM_REVISION = __ENV.SONAR_SCM_REVISION || '9f7cd2c35c060f56a5e14a95c1f85b765a4aab65';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://billing.fernhill.com/v1/ingest', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
