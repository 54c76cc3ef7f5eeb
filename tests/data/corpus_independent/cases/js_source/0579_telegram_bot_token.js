import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  telegramBotToken: '6835074222:AAdfu5pnkOUj_9imJIyd8YKLHDvVH2iG1YL',
  timeout: 10_000,
});

export default client;
