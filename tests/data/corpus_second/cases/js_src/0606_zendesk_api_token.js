// src/lib/zendesk.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const zendeskConfig = {
  baseURL: 'https://acme.zendesk.com',
  timeout: DEFAULT_TIMEOUT,
  apiToken: 'icTa99WtZIqLj8duBW8C2AfBGRE7H7eqTUUuVwVA',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: zendeskConfig.baseURL,
    timeout: zendeskConfig.timeout,
  });
}
