import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  account_sid: 'ACb3192781810cc333c71b2a2cf78e38a2',
  twilioAuthToken: '8ba3a07a4c4cb4f247bb9bc4584b51e0',
  timeout: 10_000,
});

export default client;
