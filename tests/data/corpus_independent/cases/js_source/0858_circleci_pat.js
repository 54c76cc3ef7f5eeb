import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  circleciToken: 'CCIPAT_A16wnQP7j9IPEgiRVovBp0_f55677114f6a230b6b2ec6bf0c7b6c1211aa0097',
  timeout: 10_000,
});

export default client;
