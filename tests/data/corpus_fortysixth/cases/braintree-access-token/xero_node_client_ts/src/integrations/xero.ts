import { XeroClient } from "xero-node";

export const BRAINTREE_ACCESS_TOKEN = "access_token$production$5jaiarhz4ejlygjg$7407386581b13a58758aa76362c705f4";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
