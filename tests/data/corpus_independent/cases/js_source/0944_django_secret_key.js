import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  secretKey: 'django-insecure-z+p5cnvtc+u@+1q=y+caysi=+bn&=y*72org%)a5^^vz=x2_=4',
  timeout: 10_000,
});

export default client;
