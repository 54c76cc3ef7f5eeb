// src/lib/razorpay.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const razorpayConfig = {
  baseURL: 'https://api.razorpay.com',
  timeout: DEFAULT_TIMEOUT,
  keySecret: 'tFWvK2Z2UiDRNOA87yUep1r5',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: razorpayConfig.baseURL,
    timeout: razorpayConfig.timeout,
  });
}
