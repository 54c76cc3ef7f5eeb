import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 94,
  duration: '13m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const OPENAI_API_KEY = __ENV.OPENAI_API_KEY || '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';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://gw.tidewater.com/v1/webhooks', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
