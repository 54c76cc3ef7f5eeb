import { XeroClient } from "xero-node";

export const GH_USER_ACCESS_TOKEN = "ghu_0GLI5ivdPSsdQLeMtwOFyuDuW54EDr0y2AZD";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.mercyridge-health.org/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
