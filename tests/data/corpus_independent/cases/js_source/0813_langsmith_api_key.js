import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  langsmithApiKey: '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',
  timeout: 10_000,
});

export default client;
