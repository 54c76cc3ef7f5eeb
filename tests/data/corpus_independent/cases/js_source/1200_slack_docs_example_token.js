import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  slackBotToken: 'xoxb-not-a-real-token-this-will-not-work',
  timeout: 10_000,
});

export default client;
