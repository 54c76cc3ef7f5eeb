import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  client_id: '472978019431-36d7qlw8jons4fyiwwoke8fez7suztd2.apps.googleusercontent.com',
  clientSecret: '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',
  timeout: 10_000,
});

export default client;
