import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  npmToken: 'npm_geSUS4wQuwtLRKAP2u1nXsGlAIOuhv0VhkRy',
  timeout: 10_000,
});

export default client;
