import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  figmaToken: 'figd_SafECWhbRwuUhT9Hlb7tOrZ0I6c_4MhrknxxnRBF',
  timeout: 10_000,
});

export default client;
