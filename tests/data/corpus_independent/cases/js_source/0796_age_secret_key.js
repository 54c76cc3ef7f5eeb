import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  sopsAgeKey: 'AGE-SECRET-KEY-1ZS2HP072G33JFM53YH3CWWJEWPFHXQUPEWG0N2A0V7HXC55M0EMJ4QNS3A',
  timeout: 10_000,
});

export default client;
