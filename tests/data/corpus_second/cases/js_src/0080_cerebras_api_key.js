// src/lib/cerebras.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const cerebrasConfig = {
  baseURL: 'https://api.cerebras.ai',
  timeout: DEFAULT_TIMEOUT,
  apiKey: 'csk-q9v23shq4jo4oshbgmqoqbf56y2i4nvztd590b1ynm7q4t8i',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: cerebrasConfig.baseURL,
    timeout: cerebrasConfig.timeout,
  });
}
