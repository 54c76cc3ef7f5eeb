import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  sha: 'f5d83ee4ece7a1e46539f026aac054549e378e90',
  timeout: 10_000,
});

export default client;
