import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  apiKey: 'AIzaQ8rDAubtxudA4Muq7HKli5lGho0VaN7M7yj',
  timeout: 10_000,
});

export default client;
