import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  newRelicApiKey: 'NRAK-RH9DC1DWH1PWQNT2736JUHEBNQ7',
  timeout: 10_000,
});

export default client;
