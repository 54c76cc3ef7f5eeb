import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  cfOriginCaKey: 'v1.0-7b193d7fc226912342fc1e9c-aec118cccfe32feb13c136a67731d94167a9fd174b0c8851430d2100d8300dd4aecff29ad8f0ca76fbd0d06b9cebdb2f1a0c7f1520fbe15f26e9261f0028552383c500b06a79992f88',
  timeout: 10_000,
});

export default client;
