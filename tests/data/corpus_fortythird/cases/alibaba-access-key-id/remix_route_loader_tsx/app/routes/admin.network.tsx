import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const ALIBABA_CLOUD_ROLE_ARN = "acs:ram::1952492191817549:role/oss-uploader";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.kestrelworks.io/v2/status", { headers: { "x-client": "marketing-site" } });
  return json({ status: await res.json(), configured: Boolean(ALIBABA_CLOUD_ROLE_ARN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
