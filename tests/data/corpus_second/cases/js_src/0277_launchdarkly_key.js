// src/lib/launchdarkly.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const launchdarklyConfig = {
  baseURL: 'https://app.launchdarkly.com',
  timeout: DEFAULT_TIMEOUT,
  clientSideId: '0ea0b2d754e89eded7bfeb7f',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: launchdarklyConfig.baseURL,
    timeout: launchdarklyConfig.timeout,
  });
}
