import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  clientId: '516132434141-6oz7jaxkfpbgf5ug6dap1a2jj58d8wmc.apps.googleusercontent.com',
  timeout: 10_000,
});

export default client;
