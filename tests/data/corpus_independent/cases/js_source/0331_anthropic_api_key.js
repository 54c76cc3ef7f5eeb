import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  anthropicApiKey: 'sk-ant-api03--Eh10cj04MDO_E65mtk_OtuzHUM6t750KC8SYjkTnxB7eIzZpeLNN3km1YWb7ddEkERnCUlT6lRHWM0k2gwp22PHUT24nAA',
  timeout: 10_000,
});

export default client;
