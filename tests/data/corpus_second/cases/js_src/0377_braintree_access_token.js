// src/lib/braintree.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const braintreeConfig = {
  baseURL: 'https://payments.braintree-api.com',
  timeout: DEFAULT_TIMEOUT,
  accessToken: 'access_token$production$biz0vok0n5bsvlr3$82305b0ca93e2af3a46e0a40a85e06ff',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: braintreeConfig.baseURL,
    timeout: braintreeConfig.timeout,
  });
}
