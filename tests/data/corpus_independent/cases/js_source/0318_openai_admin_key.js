import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  openaiAdminKey: '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',
  timeout: 10_000,
});

export default client;
