// src/lib/teams.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const teamsConfig = {
  baseURL: 'https://alerts.acme-corp.io',
  timeout: DEFAULT_TIMEOUT,
  webhookUrl: '{{ teams_webhook_url }}',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: teamsConfig.baseURL,
    timeout: teamsConfig.timeout,
  });
}
