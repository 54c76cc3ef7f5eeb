import { XeroClient } from "xero-node";

export const SUPABASE_PAT = "sbp_6c1bd452aeb4dd483d4186a8afccdfbf2cd5b358";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.fernhill-capital.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
