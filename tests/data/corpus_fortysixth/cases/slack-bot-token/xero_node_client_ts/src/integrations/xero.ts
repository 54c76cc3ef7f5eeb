import { XeroClient } from "xero-node";

export const SLACK_BOT_OAUTH_TOKEN = process.env.SLACK_BOT_TOKEN!;

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
