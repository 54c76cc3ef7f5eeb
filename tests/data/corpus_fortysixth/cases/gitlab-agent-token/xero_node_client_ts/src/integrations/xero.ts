import { XeroClient } from "xero-node";

export const AGENT_TOKEN = "glagent-Kp9JyYwMOfVxWtA_FtY1tBRDbuxpzg1RL_b9cPA34uBxM68jgc";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.tidewater-imaging.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
