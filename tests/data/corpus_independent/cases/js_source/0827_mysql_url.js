import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  mysqlUrl: 'mysql://root:79igZ9tCyMoKph5wbj.f@mysql.prod.northwind-ops.net:3306/shop',
  timeout: 10_000,
});

export default client;
