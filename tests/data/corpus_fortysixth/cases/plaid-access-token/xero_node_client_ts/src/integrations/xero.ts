import { XeroClient } from "xero-node";

export const PLAID_ACCESS_TOKEN = "access-production-c6d5184b-eab2-4cb2-8fbe-750a64f0c7b7";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
