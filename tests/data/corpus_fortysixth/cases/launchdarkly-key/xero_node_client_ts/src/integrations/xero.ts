import { XeroClient } from "xero-node";

export const API_KEY = "api-fc4bbbad-c254-4efc-8206-d952977e2fe7";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.quillon-bank.net/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
