import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  gitCredentials: 'https://deploy-bot:vNsdYozQqVUOzBMsFC.f@git.northwind-ops.net',
  timeout: 10_000,
});

export default client;
