import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  accessToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyXzUwMDcxODUwIiwic2NvcGUiOiJyZXBvOndyaXRlIGFkbWluIiwiaWF0IjoxNzY0NTU4NzcwLCJleHAiOjE3NjQ2OTU1MjUsImp0aSI6IjBkMTY4ZDgzLTZlOWQtNDBhYS05MDc1LTkxZDY3OWIwMWM2YyJ9.AM3jqJ56Q_gez0v34WZwbIxjg4uNrdof5H_wWwFtZiU',
  timeout: 10_000,
});

export default client;
