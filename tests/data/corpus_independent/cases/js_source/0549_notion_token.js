import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  notionToken: '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',
  timeout: 10_000,
});

export default client;
