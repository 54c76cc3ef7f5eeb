import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  vaultToken: 'hvs.CAESIVj8qPvjMDuHtkmm_EzAY9FPSlUsIuYpqR6JZm46edbKvZYm5u_Z8lB2CnxnLmGrUOIdAp0L2bd__FM6zVTOwSY',
  timeout: 10_000,
});

export default client;
