import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  username: 'acmebuild',
  dockerhubToken: 'dckr_pat_BY6ELvcUCgUlts6tK-WyeV_Zfci',
  timeout: 10_000,
});

export default client;
