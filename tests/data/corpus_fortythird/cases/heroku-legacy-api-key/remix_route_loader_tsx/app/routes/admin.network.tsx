import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const HEROKU_TOKEN = "98884bad-6bd0-46c4-a436-dd52dae9f2e4";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.fernhill-foods.com/v2/status", { headers: { "x-client": "docs-portal" } });
  return json({ status: await res.json(), configured: Boolean(HEROKU_TOKEN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
