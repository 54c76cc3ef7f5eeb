import { XeroClient } from "xero-node";

export const TWILIO_MESSAGING_SERVICE_SID = "MG51df26d9afa4e8687d61820e1d55380c";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.quillon-bank.net/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
