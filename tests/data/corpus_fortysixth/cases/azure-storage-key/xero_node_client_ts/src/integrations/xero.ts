import { XeroClient } from "xero-node";

export const AZURE_STORAGE_CONNECTION_STRING = "DefaultEndpointsProtocol=https;AccountName=tessblob5lx;AccountKey=AskzZ1Bo3FIGVNpsMJO6r/aHfHVNBX4GZZBHIsmaCH5u6TdjIMAZawmWrbh3MchSCEISJs94OxON/jls2sjRjA==;EndpointSuffix=core.windows.net";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.cobaltpeak-labs.ca/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
