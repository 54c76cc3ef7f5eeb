import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const CONTENTFUL_MANAGEMENT_TOKEN = "CFPAT-K6hQ25ypb2lymIDawMX2dO_uu-VPXHlpccOPqptFVvc";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.quillon.net/v2/status", { headers: { "x-client": "admin-dashboard" } });
  return json({ status: await res.json(), configured: Boolean(CONTENTFUL_MANAGEMENT_TOKEN) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
