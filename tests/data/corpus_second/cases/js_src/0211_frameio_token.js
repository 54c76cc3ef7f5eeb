// src/lib/frameio.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const frameioConfig = {
  baseURL: 'https://api.frame.io',
  timeout: DEFAULT_TIMEOUT,
  token: '{{ frameio_token }}',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: frameioConfig.baseURL,
    timeout: frameioConfig.timeout,
  });
}
