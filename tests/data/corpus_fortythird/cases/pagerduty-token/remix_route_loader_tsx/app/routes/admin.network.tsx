import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const PAGERDUTY_API_TOKEN = "u+JbS37u5hPlFtT4BxpL";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.kestrelworks.io/v2/status", { headers: { "x-client": "customer-portal" } });
  return json({ status: await res.json(), configured: Boolean(PAGERDUTY_API_TOKEN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
