import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  herokuApiKey: 'HRKU-AA4YuFLe6L-7lk6gZ79Id8uYNdEM7xv6brPJsCkXjIoAnOyi1HqlZEG0LFh6',
  timeout: 10_000,
});

export default client;
