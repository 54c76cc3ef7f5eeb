import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  databaseUrl: 'postgres://app_user:AR9C0jYyB1l3p4GKGC_F@db.internal.northwind-ops.net:5432/billing?sslmode=require',
  timeout: 10_000,
});

export default client;
