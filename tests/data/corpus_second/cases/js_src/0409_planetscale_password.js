// src/lib/planetscale.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const planetscaleConfig = {
  baseURL: 'https://aws.connect.psdb.cloud',
  timeout: DEFAULT_TIMEOUT,
  password: 'pscale_pw_eU88z8M8Lq7_QemP4W4dAO-DCvbD0K1C_MtZJwgKgDL',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: planetscaleConfig.baseURL,
    timeout: planetscaleConfig.timeout,
  });
}
