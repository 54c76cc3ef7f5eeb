import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  githubToken: 'ghp_z1llRj7ckBRTaxpxm0',
  timeout: 10_000,
});

export default client;
