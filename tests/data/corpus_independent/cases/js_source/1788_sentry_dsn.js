import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  sentryDsn: 'https://b31d65084c691d3d7265f5aa82e02ad8@o7403688.ingest.us.sentry.io/5885444',
  timeout: 10_000,
});

export default client;
