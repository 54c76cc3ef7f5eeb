import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  oktaApiToken: '00TNQvm_CtcAjrYfh_8e_QEX3c37dGkgw_7yjxwoxM',
  timeout: 10_000,
});

export default client;
