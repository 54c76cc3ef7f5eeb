import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  redisUrl: 'rediss://default:6faaOHnLV4r3vjG1LO-r@cache.northwind-ops.net:6380/0',
  timeout: 10_000,
});

export default client;
