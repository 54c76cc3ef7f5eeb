import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  sentryAuthToken: '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',
  timeout: 10_000,
});

export default client;
