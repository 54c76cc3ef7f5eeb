import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  deepseekApiKey: 'sk-715391961d3e8242cd0c668cfd19959c',
  timeout: 10_000,
});

export default client;
