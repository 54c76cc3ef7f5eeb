import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  doOauthToken: 'doo_v1_21f6f4b0d16017caba883b62f1d5ed4391a2527195215662c70747f721d8cb27',
  timeout: 10_000,
});

export default client;
