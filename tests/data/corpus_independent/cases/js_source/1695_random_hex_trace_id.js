import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  traceId: 'f544365d671f7bccb5ebc90021cb517d',
  timeout: 10_000,
});

export default client;
