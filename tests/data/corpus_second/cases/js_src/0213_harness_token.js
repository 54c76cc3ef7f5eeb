// src/lib/harness.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const harnessConfig = {
  baseURL: 'https://app.harness.io',
  timeout: DEFAULT_TIMEOUT,
  platformApiKey: 'pat.JYVPFO8ZZEJzubUCYvuPoN.86e494de94a0b8bb2d901d69.fYr3AOd7v1nwQRKf9Prs',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: harnessConfig.baseURL,
    timeout: harnessConfig.timeout,
  });
}
