import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const GOOGLE_GENERATIVE_AI_API_KEY = "AIzaxZZtOIFXY-F6ow6j_D6o5PmN5svSJTzkYOd";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.quillon.net/v2/status", { headers: { "x-client": "marketing-site" } });
  return json({ status: await res.json(), configured: Boolean(GOOGLE_GENERATIVE_AI_API_KEY) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
