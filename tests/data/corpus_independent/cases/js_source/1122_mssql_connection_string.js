import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  connectionString: 'Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=DF06UAAVS5q1MIYruH.V;Encrypt=True;',
  timeout: 10_000,
});

export default client;
