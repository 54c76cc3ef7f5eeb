import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  groqApiKey: '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',
  timeout: 10_000,
});

export default client;
