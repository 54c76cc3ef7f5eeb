import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  integrity: 'sha512-cfH0ZPzW02+bELAOzPu5Dovq7vmqjI7b22wRUIcbXdj0YNwTZUHuzrdjII0QYC5ABdwk5odSFAAQ3o64tLhV2g==',
  timeout: 10_000,
});

export default client;
