import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  databricksToken: 'dapiade59e112475024361a08fb35bc5f1b0',
  timeout: 10_000,
});

export default client;
