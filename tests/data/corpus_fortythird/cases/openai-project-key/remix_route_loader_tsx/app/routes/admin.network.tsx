import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const OPENAI_APIKEY = "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";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.larkspur-retail.com/v2/status", { headers: { "x-client": "customer-portal" } });
  return json({ status: await res.json(), configured: Boolean(OPENAI_APIKEY) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
