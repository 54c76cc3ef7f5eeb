import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const PAYPAL_CLIENT_ID = "AoqQ1FtXClMDbBBg30I55uFuGjKdD457zw8jwVZrocFZ-3vucRzA_sKhYOJrC03gf22dj29PqDEeM9sn";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.cobaltpeak.ca/v2/status", { headers: { "x-client": "status-page" } });
  return json({ status: await res.json(), configured: Boolean(PAYPAL_CLIENT_ID) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
