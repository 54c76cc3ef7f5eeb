import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  vaultToken: 's.7c5fR6cdHWb706FbVvUrYbPm',
  timeout: 10_000,
});

export default client;
