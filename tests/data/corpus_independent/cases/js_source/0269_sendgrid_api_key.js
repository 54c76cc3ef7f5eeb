import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  sendgridApiKey: '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',
  timeout: 10_000,
});

export default client;
