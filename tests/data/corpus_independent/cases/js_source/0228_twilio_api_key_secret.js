import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  api_key_sid: 'SK9e8bf3b12c8aab72cfbb0254f59046f1',
  twilioApiSecret: 'IdrSUPZzXnyNvNsUeCatVtN4xiRn1Ejb',
  timeout: 10_000,
});

export default client;
