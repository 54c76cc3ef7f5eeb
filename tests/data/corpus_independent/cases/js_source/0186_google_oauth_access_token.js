import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  accessToken: 'ya29.a0omcaKydT6QVyUaxiiV5V7dJMZp8Muvo-cNNHilqnxrx6RMxzI3krU2JHL31h1h0o81dVjVXJeFAvVJuuKVWZXTqSinS1LtJ0x1Z8ARnfcBXWSssMyAEdw4QkJew19z33FxOVw1FHpDbx-TmC-2F3Wucrczkf0Qx76UPpuliRTjKgoTE9xMxe',
  timeout: 10_000,
});

export default client;
