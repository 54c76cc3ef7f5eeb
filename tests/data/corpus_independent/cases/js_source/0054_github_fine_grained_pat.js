import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  githubPat: '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',
  timeout: 10_000,
});

export default client;
