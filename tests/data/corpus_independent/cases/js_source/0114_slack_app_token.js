import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  slackAppToken: 'xapp-1-AJTC5JNWEDM-1781824235352-0eae4f974affc675a572c16ed4ebcfd670eec8fecaeb516d029c55b31463dee3',
  timeout: 10_000,
});

export default client;
