import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  mailchimpApiKey: '7a133c1ab8be1f25c7c4934cf96a0c57-us9',
  timeout: 10_000,
});

export default client;
