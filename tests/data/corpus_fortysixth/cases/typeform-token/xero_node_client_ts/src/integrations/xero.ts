import { XeroClient } from "xero-node";

export const TYPEFORM_TOKEN = "tfp_nOt11xrLDqdRUhtilrj3sPAzZk1tk8Ta9GXYXKyTNwRb_fVWO1fIvl2IDAe";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.mercyridge-health.org/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
