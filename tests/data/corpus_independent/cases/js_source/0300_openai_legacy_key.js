import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  openaiApiKey: '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',
  timeout: 10_000,
});

export default client;
