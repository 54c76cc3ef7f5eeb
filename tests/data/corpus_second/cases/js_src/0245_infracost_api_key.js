// src/lib/infracost.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const infracostConfig = {
  baseURL: 'https://pricing.api.infracost.io',
  timeout: DEFAULT_TIMEOUT,
  apiKey: 'ico-XkKxAoNPwlcMYJ0EQLNqm4najwYrdIVg',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: infracostConfig.baseURL,
    timeout: infracostConfig.timeout,
  });
}
