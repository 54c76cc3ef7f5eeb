// src/lib/onepassword.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const onepasswordConfig = {
  baseURL: 'https://my.1password.com',
  timeout: DEFAULT_TIMEOUT,
  secretKey: 'A3-LP7VYZ-8BZTWJ-V2AXS-VAK2T-ERYZN-XFTNG',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: onepasswordConfig.baseURL,
    timeout: onepasswordConfig.timeout,
  });
}
