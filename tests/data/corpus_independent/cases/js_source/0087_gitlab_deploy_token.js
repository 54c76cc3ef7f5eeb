import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  username: 'gitlab+deploy-token-89',
  ciDeployPassword: 'gldt-w3P0EaZBawXcPn1fx-Rh',
  timeout: 10_000,
});

export default client;
