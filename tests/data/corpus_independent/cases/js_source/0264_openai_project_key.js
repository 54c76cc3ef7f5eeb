import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  openaiApiKey: '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',
  timeout: 10_000,
});

export default client;
