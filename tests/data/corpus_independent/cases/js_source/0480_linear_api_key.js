import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  linearApiKey: 'lin_api_vPxlH48sJN6cyJB3XTXXfw41Ct7M7q0IlzHasPAg',
  timeout: 10_000,
});

export default client;
