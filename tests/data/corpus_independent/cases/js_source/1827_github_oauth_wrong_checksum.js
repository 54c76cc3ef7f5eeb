import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  ghToken: 'gho_bkrQsyqBtroi8mXr8CXA6LH1qedCmp3QFFEW',
  timeout: 10_000,
});

export default client;
