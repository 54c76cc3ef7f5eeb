import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  npmToken: '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',
  timeout: 10_000,
});

export default client;
