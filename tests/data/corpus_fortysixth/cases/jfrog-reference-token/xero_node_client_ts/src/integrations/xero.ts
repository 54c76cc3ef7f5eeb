import { XeroClient } from "xero-node";

export const ARTIFACTORY_TOKEN = "cmVmdGtuOjAxOjE3Nzc2ODUwNDA6MkhxSnZBOHZPczM5akVtVTZvaGFCSm9sb3FJ";

export const xero = new XeroClient({
  clientId: process.env.XERO_CLIENT_ID!,
  clientSecret: process.env.XERO_CLIENT_SECRET!,
  redirectUris: ["https://books.fernhill-capital.com/xero/callback"],
  scopes: "openid profile email accounting.transactions accounting.settings offline_access".split(" "),
  httpTimeout: 10000,
});
