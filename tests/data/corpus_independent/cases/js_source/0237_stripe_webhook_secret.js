import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  stripeWebhookSecret: 'whsec_qAG5wV49LXxWwGEEyAVaxqIeMwRjgw8i',
  timeout: 10_000,
});

export default client;
