import { XeroClient } from "xero-node";

export const BREVO_API_KEY = "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";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.mercyridge-health.org/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
