import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  openaiOrgId: 'org-Y8cQGe3vY12pxkGcgpnjWYGj',
  timeout: 10_000,
});

export default client;
