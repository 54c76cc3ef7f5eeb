import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { stdout } = await exec(`snmpbulkwalk -v3 -l authPriv -u netdisco -a SHA -A 'z1XlZxw5V4DLslfR#45' -x AES -X dOT4BCpWnYXc 10.33.81.156 IF-MIB::ifOperStatus`);
  return json({ output: stdout.trim().split("\n") });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
