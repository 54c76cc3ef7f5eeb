import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  supabaseServiceRoleKey: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImZnaWtmY216Z2N0aGNxb2Flb29uIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTczNTQ0Mjk3MiwiZXhwIjoyMDUwNjYxNTU3fQ.kU1sM7uj-uEBw7h_vtN066O32jDJj3LLgKZT1I5-9pU',
  timeout: 10_000,
});

export default client;
