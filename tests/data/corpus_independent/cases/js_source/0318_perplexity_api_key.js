import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  perplexityApiKey: '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',
  timeout: 10_000,
});

export default client;
