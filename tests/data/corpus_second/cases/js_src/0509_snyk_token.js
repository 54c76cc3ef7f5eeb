// src/lib/snyk.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const snykConfig = {
  baseURL: 'https://api.snyk.io',
  timeout: DEFAULT_TIMEOUT,
  token: '065cd64e-e2d3-4eae-bfe3-3aae2303e8ec',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: snykConfig.baseURL,
    timeout: snykConfig.timeout,
  });
}
