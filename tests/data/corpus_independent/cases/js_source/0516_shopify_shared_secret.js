import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  shopifyApiSecret: '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',
  timeout: 10_000,
});

export default client;
