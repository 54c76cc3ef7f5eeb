import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  ldapUrl: 'ldaps://svc-bind:qDx9jseHsJpJw2cAyZ.o@ldap.corp.northwind-ops.net:636/dc=corp,dc=northwind,dc=net',
  timeout: 10_000,
});

export default client;
