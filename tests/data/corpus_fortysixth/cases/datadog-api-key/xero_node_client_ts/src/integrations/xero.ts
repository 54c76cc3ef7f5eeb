import { XeroClient } from "xero-node";

export const DATADOG_API_KEY = "a6746bf2c4e6a0eb05badc405810753f";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.larkspur-clinic.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
