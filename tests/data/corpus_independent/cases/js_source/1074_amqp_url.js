import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  amqpUrl: 'amqp://orders:QCuzxezuSFTEgfpJ7l-d@rabbitmq.internal:5672/orders',
  timeout: 10_000,
});

export default client;
