import { Client } from './client.js';

const client = new Client({
  baseURL: 'https://api.northwind-ops.net',
  connectionString: 'DefaultEndpointsProtocol=https;AccountName=acmefjuh1estore;AccountKey=lVQ1MzJKpK8lFfboTtSG9iI3ZQL0Rx/gkAN6652868ez4AeBjKSw4QCfDi7SfzHeIDph8wyYoLr+B8x4pE5mRw==;EndpointSuffix=core.windows.net',
  timeout: 10_000,
});

export default client;
