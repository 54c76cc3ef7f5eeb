import { XeroClient } from "xero-node";

export const SHOPIFY_API_PASSWORD = "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";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.quillon-bank.net/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
