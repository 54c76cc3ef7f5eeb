import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  stripeSecretKey: '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',
  timeout: 10_000,
});

export default client;
