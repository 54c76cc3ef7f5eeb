import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const AZURE_CLIENT_ID = "05f9840b-731a-4b39-b16d-524a7b3ce669";
const AZURE_TENANT_ID = "4c92ffee-dd62-4984-9f20-5ee8448cdd0c";
const AUTH_MICROSOFT_ENTRA_ID_SECRET = "E0y8Q~zvnMAEf0fC2lmoDlpGSNIt_M4FXlb_PxDi";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.quillon.net/v2/status", { headers: { "x-client": "status-page" } });
  return json({ status: await res.json(), configured: Boolean(AUTH_MICROSOFT_ENTRA_ID_SECRET) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
