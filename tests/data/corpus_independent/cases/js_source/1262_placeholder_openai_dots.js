import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  openaiApiKey: 'sk-proj-...',
  timeout: 10_000,
});

export default client;
