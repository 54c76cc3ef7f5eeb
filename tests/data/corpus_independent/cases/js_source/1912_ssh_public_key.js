import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  sshPublicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFHccreHxzyqkOqyF8rHUY4NRqUU3nToHXquNfngwGVc deploy@build-7',
  timeout: 10_000,
});

export default client;
