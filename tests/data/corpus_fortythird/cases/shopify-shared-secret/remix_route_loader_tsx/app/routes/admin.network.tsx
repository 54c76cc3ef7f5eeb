import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const SHOPIFY_CLIENT_ID = "af293d091987d649d926d971455d4467";
const SHOPIFY_API_SECRET = "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";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.larkspur-retail.com/v2/status", { headers: { "x-client": "checkout-web" } });
  return json({ status: await res.json(), configured: Boolean(SHOPIFY_API_SECRET) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
