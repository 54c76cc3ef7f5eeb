// src/lib/alibaba.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 10000;

export const alibabaConfig = {
  baseURL: 'https://ecs.aliyuncs.com',
  timeout: DEFAULT_TIMEOUT,
  accessKeySecret: '<ALIBABA_CLOUD_ACCESS_KEY_SECRET>',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: alibabaConfig.baseURL,
    timeout: alibabaConfig.timeout,
  });
}
