import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  vaultToken: 'hvb.AAAAAQoP9KzLN1Fp_Ax_andW1BJ80m-Gn2z_1DtSXwPO1nHwqNU0kayzDjug2A9w6Rjq5Avga2YoNdDxysjRmGnuQkGWXJYEHViiIlxsOUIVdwSLbJ8kesHtjJ0qO8iDiLRmb43U_zbe9OT873EY05oJZoi-',
  timeout: 10_000,
});

export default client;
