import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  mapboxSecretToken: 'sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6IjYxYnlpdjdnZmsyMDd5aHQwd2t2eTg4aXUifQ.3udQj6EQ_No5coEl6fJUyU',
  timeout: 10_000,
});

export default client;
