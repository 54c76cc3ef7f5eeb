import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  mapboxAccessToken: 'pk.eyJ1IjoiZmxlZXR2aWV3IiwiYSI6ImN0ajd6a3kzMnFpcTFpYjFudzMxdWRobTUifQ.6nqxfh3FPoqnH1jt_fczmY',
  timeout: 10_000,
});

export default client;
