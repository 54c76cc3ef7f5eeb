import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { stdout } = await exec(`snmpbulkwalk -v3 -l authPriv -u cacti -a SHA -A Copper_pepper3019 -x AES -X 'Cactus!violet8859' 10.36.116.132 SNMPv2-MIB::sysUpTime.0`);
  return json({ output: stdout.trim().split("\n") });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
