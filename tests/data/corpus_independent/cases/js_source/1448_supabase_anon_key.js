import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  supabaseAnonKey: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Imdhem53cHJ3ZWdseHFxd2FqcG5sIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MzU1NzI4MjQsImV4cCI6MjA1MDY0NDAwNH0.DoZewRb3ptP5TGY__XbA2Zc8UTj9U4BU5zqmP5hmEUQ',
  timeout: 10_000,
});

export default client;
