import { XeroClient } from "xero-node";

export const LINODE_CLI_TOKEN = "0cd159492b608090383111245cefeb6fa1abc097c1ba0c262a418c13561e8995";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.larkspur-clinic.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
