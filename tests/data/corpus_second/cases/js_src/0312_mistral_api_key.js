// src/lib/mistral.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const mistralConfig = {
  baseURL: 'https://api.mistral.ai',
  timeout: DEFAULT_TIMEOUT,
  apiKey: 'O20RyQWaf4WwGUDle8HXZ5lox69tMB5D',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: mistralConfig.baseURL,
    timeout: mistralConfig.timeout,
  });
}
