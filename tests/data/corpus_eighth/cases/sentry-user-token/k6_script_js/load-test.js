import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 105,
  duration: '18m',
  thresholds: { http_req_duration: ['p(95)<500'] },
};

const SENTRY_DSN = __ENV.SENTRY_DSN || 'https://ae93221260a68db3c4a4f2b9790bfcc2@o419797.ingest.sentry.io/1946674';
const params = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const res = http.get('https://edge.palisade.io/v1/ingest', params);
  check(res, { 'status 200': (r) => r.status === 200 });
  sleep(1);
}
