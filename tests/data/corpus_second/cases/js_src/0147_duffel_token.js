// src/lib/duffel.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const duffelConfig = {
  baseURL: 'https://api.duffel.com',
  timeout: DEFAULT_TIMEOUT,
  accessToken: 'duffel_live_DSODrcNWDN0aG9wUo2xvj4KEuinWOXnogv6GN_xdL4A',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: duffelConfig.baseURL,
    timeout: duffelConfig.timeout,
  });
}
