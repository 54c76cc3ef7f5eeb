import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  digest: 'sha256:57828b92a266ae01b0d67a8048e7ea6325a4b3b433425cc9c3fb0079c24fae03',
  timeout: 10_000,
});

export default client;
