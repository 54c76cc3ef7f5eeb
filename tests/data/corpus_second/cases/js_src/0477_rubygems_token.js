// src/lib/rubygems.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const rubygemsConfig = {
  baseURL: 'https://rubygems.org',
  timeout: DEFAULT_TIMEOUT,
  apiKey: 'rubygems_e2db5c679e0ac4992e66a1f67b50281b397585324f422cca',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: rubygemsConfig.baseURL,
    timeout: rubygemsConfig.timeout,
  });
}
