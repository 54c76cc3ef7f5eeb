// src/lib/neon.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const neonConfig = {
  baseURL: 'https://console.neon.tech',
  timeout: DEFAULT_TIMEOUT,
  apiKey: 'napi_jrdycka6r0hlzakd8ps740a9p3ha9gt7l8ld1tsec2zjz9nz3guq9pp7sofmfbyt',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: neonConfig.baseURL,
    timeout: neonConfig.timeout,
  });
}
