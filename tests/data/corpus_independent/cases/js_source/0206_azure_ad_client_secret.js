import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  client_id: '81878879-5753-46a0-ab22-0960951edc7f',
  tenant_id: '66702ba1-b4bb-444d-bb1e-edb39f08c2c4',
  clientSecret: 'zsU8Q~UghqMM3RWBWOIcRPo5ildi0CNV~pKO.1D2',
  timeout: 10_000,
});

export default client;
