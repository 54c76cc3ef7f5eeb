import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  cloudflareApiToken: 'DYB9xzhkeDvxPRLmdKX0heUq9qlqZfdUw7hEOSGm',
  timeout: 10_000,
});

export default client;
