import { XeroClient } from "xero-node";

export const PASSWORD_HASH = "$2b$12$9CNEYOO9IYlkvWxDiI13XP7VwyBmN.vFDWqxNTXX8aBXDUfxUgE13";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.tidewater-imaging.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
