import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  idTokenHint: 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1c2VyXzQzNTA2OCIsImlhdCI6MTc2NDUwMDAwMH0.',
  timeout: 10_000,
});

export default client;
