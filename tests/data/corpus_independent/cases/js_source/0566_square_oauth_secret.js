import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  squareApplicationSecret: 'sq0csp-1LifvQu6YjI8WbFU8I3GIJZtgPmxlhQnJTuxIxQhUXQ',
  timeout: 10_000,
});

export default client;
