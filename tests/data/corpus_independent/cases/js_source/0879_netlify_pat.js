import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  netlifyAuthToken: 'nfp_obIWpefrnLQPR4h4ABaofeWV6l5luRO8U5i7',
  timeout: 10_000,
});

export default client;
