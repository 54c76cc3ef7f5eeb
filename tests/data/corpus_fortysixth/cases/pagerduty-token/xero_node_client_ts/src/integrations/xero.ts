import { XeroClient } from "xero-node";

export const PAGERDUTY_ESCALATION_POLICY_ID = "P4AQVBJ";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.mercyridge-health.org/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
