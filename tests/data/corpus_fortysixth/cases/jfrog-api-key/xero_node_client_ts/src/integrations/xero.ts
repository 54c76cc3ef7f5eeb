import { XeroClient } from "xero-node";

export const ARTIFACTORY_PASSWORD = "AKCp8d0cNXatwazP9qHpOzofFhrnsPJ6O78mnJGAstErkE6BM1zLd8rt97Ry7rIFBU6yW3rdt";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.fernhill-capital.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
