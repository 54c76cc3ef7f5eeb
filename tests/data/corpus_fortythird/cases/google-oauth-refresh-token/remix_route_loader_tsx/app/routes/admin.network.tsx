import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const ACCESS_TOKEN = "1//089-DeVwm4ggE-VMvdsZ8nM7nI8gkDTlewEUCWDxzd3BTIvYprKJaSVmIrOLAETz0TWtDUPua1sHuW_CZtHt_n1RlyVMHvODbJl";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.kestrelworks.io/v2/status", { headers: { "x-client": "checkout-web" } });
  return json({ status: await res.json(), configured: Boolean(ACCESS_TOKEN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
