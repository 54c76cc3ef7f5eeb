import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  nonce: 'VVFj3WwmWbNgBiV6FjKfqvrq1SUY5Rs9OoMGuUzWGaM=',
  timeout: 10_000,
});

export default client;
