import { XeroClient } from "xero-node";

export const SUPABASE_SERVICE_KEY = "sb_secret_mIpqdBc97DtYficPE4LAfw_R9jIL57H";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.larkspur-clinic.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
