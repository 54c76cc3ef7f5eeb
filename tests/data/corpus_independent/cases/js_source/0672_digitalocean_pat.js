import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  digitaloceanToken: 'dop_v1_7961bdf51235be923f6a6c0c895de7d5f401436f8b5c91c530e0533d0457fb57',
  timeout: 10_000,
});

export default client;
