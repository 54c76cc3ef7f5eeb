import { XeroClient } from "xero-node";

export const PLANETSCALE_SERVICE_TOKEN_ID = "i1ioky6m69ns";
export const PLANETSCALE_SERVICE_TOKEN = "pscale_tkn_WyEGSdjOJ1p2JSeC5I3qyO2BkbJIXiY8y3len09jrHe";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
