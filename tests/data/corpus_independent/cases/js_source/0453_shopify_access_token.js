import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  shopifyAccessToken: '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',
  timeout: 10_000,
});

export default client;
