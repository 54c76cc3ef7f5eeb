import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  site: 'datadoghq.eu',
  ddAppKey: 'ba55cfbe618e1a389e445d13c26ba62c2c483a76',
  timeout: 10_000,
});

export default client;
