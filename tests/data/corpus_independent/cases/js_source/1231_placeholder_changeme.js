import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  password: 'changeme',
  timeout: 10_000,
});

export default client;
