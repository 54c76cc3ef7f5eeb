import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  app_id: '8NR9W395NR',
  algoliaAdminApiKey: '619beea148c7ac2940741d4621eff412',
  timeout: 10_000,
});

export default client;
