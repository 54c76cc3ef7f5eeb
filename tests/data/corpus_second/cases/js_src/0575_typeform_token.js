// src/lib/typeform.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const typeformConfig = {
  baseURL: 'https://api.typeform.com',
  timeout: DEFAULT_TIMEOUT,
  token: 'tfp_EZhUqSUJ8iTT0ZbVxB9USyrap2OiAOe46gOrkWmvyXQL_ST6qHbrMi11FdP',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: typeformConfig.baseURL,
    timeout: typeformConfig.timeout,
  });
}
