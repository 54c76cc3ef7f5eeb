import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  clientAssertion: 'eyJhbGciOiJFUzI1NiIsImtpZCI6IkVFTjJERUVTQkwiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJ0dDQxZGZ1NmRwdHB5M2wweG93MCIsInN1YiI6InR0NDFkZnU2ZHB0cHkzbDB4b3cwIiwiYXVkIjoiaHR0cHM6Ly9sb2dpbi5ub3J0aHdpbmQtaWRwLm5ldC9vYXV0aDIvdjEvdG9rZW4iLCJpYXQiOjE3NjQ1MDAwMDAsImV4cCI6MTc2NDUwMDMwMCwianRpIjoiZWNmNGMwOTYtYzMyNi00NzhkLThhNzUtNGQ5MDdhZWVkYzQ2In0.KwP31j-5BifFTuND8Xap5XvS7pycJ4PLtC_28iD9lp8wL6QpfzmjQ2mTIIcYAI8pkDZvQYlQvhKEL6Ha5ILrJg',
  timeout: 10_000,
});

export default client;
