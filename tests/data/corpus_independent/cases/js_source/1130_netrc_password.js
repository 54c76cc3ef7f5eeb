import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  netrc: 'machine git.northwind-ops.net login deploy password H5RKZy7yPV2hGa9m2U_5',
  timeout: 10_000,
});

export default client;
