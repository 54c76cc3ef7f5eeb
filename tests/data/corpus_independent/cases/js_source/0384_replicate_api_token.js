import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  replicateApiToken: 'r8_CLaA0NiCHEDaFxeyGJdtsprMyqFCGoY9oYVJY',
  timeout: 10_000,
});

export default client;
