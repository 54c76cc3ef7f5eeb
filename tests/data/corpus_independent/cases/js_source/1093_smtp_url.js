import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  smtpUrl: 'smtp://postmaster%40northwind-ops.net:TF2S4VdoVuYp19s2Yi.D@smtp.mailhost.northwind-ops.net:587',
  timeout: 10_000,
});

export default client;
