import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  aws_access_key_id: 'AKIA6O6EMNK2EV2LK6SI',
  awsSecretAccessKey: '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',
  timeout: 10_000,
});

export default client;
