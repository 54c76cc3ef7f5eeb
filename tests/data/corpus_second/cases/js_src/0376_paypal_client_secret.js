// src/lib/paypal.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const paypalConfig = {
  baseURL: 'https://api-m.paypal.com',
  timeout: DEFAULT_TIMEOUT,
  clientSecret: 'REPLACE_WITH_PAYPAL_CLIENT_SECRET',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: paypalConfig.baseURL,
    timeout: paypalConfig.timeout,
  });
}
