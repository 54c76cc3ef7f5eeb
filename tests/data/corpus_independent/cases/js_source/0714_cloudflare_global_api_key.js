import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  email: 'ops@northwind-ops.net',
  cloudflareApiKey: '27b68146445219b926a8db73adae3d9110fd2',
  timeout: 10_000,
});

export default client;
