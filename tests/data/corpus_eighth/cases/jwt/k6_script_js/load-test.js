import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 47,
  duration: '29m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const SESSION_JWT = __ENV.SESSION_JWT || 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ijg0ZTkwMmFkOWE2MDgyMmEifQ.eyJzdWIiOiIxNzlkYTQxYi0wMDJkLTRjMjgtOTYxNi1jYjJiNzEyMzIzN2UiLCJpc3MiOiJodHRwczovL2xvZ2luLmxhcmtzcHVyLmRldiIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTc0MDQxNDI4NCwiZXhwIjoxNzQwNDE3ODg0LCJzY29wZSI6Im9wZW5pZCBwcm9maWxlIGVtYWlsIn0.bnu7zuXJrKJ-bArNiydx_bqtm_qMXNywqGRCCWzDAuQQX-lRu0iDF3VEMut3mxS5Ngw2FMbLpG4MKWbBtkN4Xg';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://internal.quillon.net/v1/orders', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}