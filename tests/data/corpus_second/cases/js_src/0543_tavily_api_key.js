// src/lib/tavily.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const tavilyConfig = {
  baseURL: 'https://api.tavily.com',
  timeout: DEFAULT_TIMEOUT,
  apiKey: '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',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: tavilyConfig.baseURL,
    timeout: tavilyConfig.timeout,
  });
}
