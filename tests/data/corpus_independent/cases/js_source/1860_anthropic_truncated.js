import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  anthropicApiKey: 'sk-ant-api03-cjtxrXP1ScngLihLG',
  timeout: 10_000,
});

export default client;
