import { XeroClient } from "xero-node";

export const SHOPIFY_CLIENT_ID = "ba352bdb059b92341ae1b8b23a74c068";
export const SHOPIFY_API_SECRET = "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";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.larkspur-clinic.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
