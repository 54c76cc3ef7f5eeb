import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  herokuApiKey: '45effd02-8804-4269-9276-2e0a4171dab0',
  timeout: 10_000,
});

export default client;
