import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const TOKEN = "glsoat-mfZZm3oR5O4a-zUx9xVt";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.tidewater-logistics.com/v2/status", { headers: { "x-client": "customer-portal" } });
  return json({ status: await res.json(), configured: Boolean(TOKEN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
