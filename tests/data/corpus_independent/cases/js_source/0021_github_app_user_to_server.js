import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  githubUserToken: 'ghu_McEBG6G5grjKSK2qzxpGuBkckl5gir39ggaA',
  timeout: 10_000,
});

export default client;
