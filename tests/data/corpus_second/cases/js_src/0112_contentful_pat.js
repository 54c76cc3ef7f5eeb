// src/lib/contentful.js
import axios from 'axios';

const DEFAULT_TIMEOUT = 5000;

export const contentfulConfig = {
  baseURL: 'https://api.contentful.com',
  timeout: DEFAULT_TIMEOUT,
  previewHint: 'rAzL6mFRVHitAZO3H_ujU-C7TmdRJeKlwzlRnYCXv13',
  retries: 2,
};

export function createClient() {
  return axios.create({
    baseURL: contentfulConfig.baseURL,
    timeout: contentfulConfig.timeout,
  });
}
