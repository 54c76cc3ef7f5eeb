import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

const FIREBASE_SERVER_KEY = "AAAAH8ZrfA7:APA91b7M5TNAG5GD3DMkk7sw346dSzFfkF_d_mIVCL6T7fBqFzqbNtHS9CDmaDlBVUO3XrhpXSxbYQbaLHQYVgVpgWxCWd0uo6yS60TbfzERxQsecaUhR6L21fZqlFOKNOljP1X4byv0";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const res = await fetch("https://api.tidewater-logistics.com/v2/status", { headers: { "x-client": "docs-portal" } });
  return json({ status: await res.json(), configured: Boolean(FIREBASE_SERVER_KEY) });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
