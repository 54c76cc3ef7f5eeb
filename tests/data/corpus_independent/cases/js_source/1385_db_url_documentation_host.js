import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  databaseUrl: 'postgres://app_user:LQRnsbBWW1ODMxVhXj.C@db.example.com:5432/billing',
  timeout: 10_000,
});

export default client;
