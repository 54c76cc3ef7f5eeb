import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  awsSecretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  timeout: 10_000,
});

export default client;
