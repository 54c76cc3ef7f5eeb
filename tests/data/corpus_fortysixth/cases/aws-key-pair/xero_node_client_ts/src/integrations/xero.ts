import { XeroClient } from "xero-node";

export const S3_ACCESS_KEY = "AKIAO4XZ6EE6A2OG7ABE";
export const BACKUP_SECRET_KEY = "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";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.larkspur-clinic.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
