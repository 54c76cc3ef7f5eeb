import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  coApiKey: 'iFOuuoWVYB8cXDN1jLOlhspGp9pF6EvDaqkgGOMi',
  timeout: 10_000,
});

export default client;
