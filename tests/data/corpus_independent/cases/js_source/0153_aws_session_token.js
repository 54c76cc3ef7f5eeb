import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  aws_access_key_id: 'ASIA5VRIK2TKTLRAII6X',
  awsSessionToken: 'IQoJb3JpZ2luX2VjEpKYR/8BGiJj12VLXRkhhOUZlIp1p1k6LwU0PY/DjA8cHjNEutb8k8k9ZFMch0t2ci3MfH3+CjgwYDShoxJgiTtw2G29llUMDJOxjN2QxVsdCLKCFV8YKnUL0rrVm9jzwFwvIBvnDES4GchpSQ6V+AqT+gRnyMJJqh8xMYCDRY+oGSM3Ce4kB9j7eiarDgNZ9R80J1oQEeL9Wi9AUMUBJyryXy89wyzAxQNuJ1+eIw6P2fxDFVZ7gRlAfCpTQLp/jZxPgmC97mOiFcTcDldjpQ2e4yJL59APgaz2tzIW5pWbdFqbEQMAPyObhKO81u4CMLq4VbesxL94wzafdT/V5gmbQSXrXuCULLI0hrz7az2isiAQAG+UQQo06x5+PKk2eSmIRsLA+JqwnFUvfFw05nNa1K0SyLjjf28BrWTOv7ugprYA2gRSUc9YyWUvMtrG4/+flMvNVmtWjwBNW2/etUrrYfpAxahv5W4DpYmiJF5NLjX3P3slF8d1+uLi/+vD1H7x+fEXa0r5quQgSxxG4ly8bNkW2HAKv4UEAufeypFIqWMgGtJOG3b6R1/q5jYh3XTbzwEMsSZoTaTaAIpA8m74a4EfwG3F/iwb352/GHUog==',
  timeout: 10_000,
});

export default client;
