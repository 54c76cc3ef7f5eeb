import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  flyApiToken: 'fo1_l4k10DzBz0j_OzqfxfXRsXCU34q8PukuRMqWbK-a9eA',
  timeout: 10_000,
});

export default client;
