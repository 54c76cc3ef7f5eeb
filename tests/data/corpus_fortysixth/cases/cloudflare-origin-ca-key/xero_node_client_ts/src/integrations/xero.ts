import { XeroClient } from "xero-node";

export const CLOUDFLARE_ORIGIN_CA_KEY = "v1.0-be2c9b5e0edcbbd262bcb1f5-c10e07e18e0377f34c1fbc1b44703743d650382ee9d1b7b7646f68293451e6f8ea28ed60bdbf39ba2f231daa20ab7bfa9780e1dd1e8d1e4e51aaf9971599cbf8fd75ca6fc4a06b22c2";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
