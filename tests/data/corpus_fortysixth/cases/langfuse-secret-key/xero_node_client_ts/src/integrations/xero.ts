import { XeroClient } from "xero-node";

export const NEXT_PUBLIC_LANGFUSE_PUBLIC_KEY = "pk-lf-8d9b8d9c-2348-49a9-a2a3-45c584b0ebfe";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
