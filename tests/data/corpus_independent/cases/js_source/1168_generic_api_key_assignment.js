import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  apiKey: 'bzBNHXNXgJmQiXsJuzozA6O1qNZs1hfm',
  timeout: 10_000,
});

export default client;
