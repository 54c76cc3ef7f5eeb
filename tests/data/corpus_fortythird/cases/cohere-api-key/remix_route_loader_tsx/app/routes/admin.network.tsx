import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const CO_API_KEY = "XPWFQkub68j64w1eDoDlV7w8Dpa6qZZ0g4MqVx34";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.larkspur-retail.com/v2/status", { headers: { "x-client": "status-page" } });
  return json({ status: await res.json(), configured: Boolean(CO_API_KEY) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
