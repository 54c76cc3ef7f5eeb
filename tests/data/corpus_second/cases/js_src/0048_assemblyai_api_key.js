// src/lib/assemblyai.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const assemblyaiConfig = {
  baseURL: 'https://api.assemblyai.com',
  timeout: DEFAULT_TIMEOUT,
  apiKey: '0ad5f1d87f5c092f2db1808212cb66d8',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: assemblyaiConfig.baseURL,
    timeout: assemblyaiConfig.timeout,
  });
}
