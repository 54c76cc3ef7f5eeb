// src/lib/fastly.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const fastlyConfig = {
  baseURL: 'https://api.fastly.com',
  timeout: DEFAULT_TIMEOUT,
  apiToken: 'ryAcLr2NesOWOY5BJL1wQXNOo7PyQM17',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: fastlyConfig.baseURL,
    timeout: fastlyConfig.timeout,
  });
}
