import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 116,
  duration: '13m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const LANGCHAIN_API_KEY = __ENV.LANGCHAIN_API_KEY || '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';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://api.kestrelworks.io/v1/billing', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
