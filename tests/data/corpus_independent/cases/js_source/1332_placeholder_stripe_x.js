import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  stripeSecretKey: 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX',
  timeout: 10_000,
});

export default client;
