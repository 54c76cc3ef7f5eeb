import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  discordWebhookUrl: 'https://discord.com/api/webhooks/5925871846449540559/etOlRN4a0ELRQW4aMm_hnJauXHv1hZ2hw80TBTbtLCHnmSpY1uiVUgu15yUUUX4b6Mfd',
  timeout: 10_000,
});

export default client;
