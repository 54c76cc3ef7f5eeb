import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const SENTRY_API_TOKEN = "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";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.fernhill-foods.com/v2/status", { headers: { "x-client": "status-page" } });
  return json({ status: await res.json(), configured: Boolean(SENTRY_API_TOKEN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
