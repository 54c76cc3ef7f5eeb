import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { exec as execCb } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execCb);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { stdout } = await exec(`ldapsearch -x -H ldap://ldap01.cobaltpeak.ca -D "uid=svc-slurm,ou=services,dc=cobaltpeak,dc=ca" -w 'Falcon!saffron3806' -b "ou=people,dc=cobaltpeak,dc=ca" "(uid=pnatarajan)" cn mail memberOf`);
  return json({ output: stdout.trim().split("\n") });
}

export default function AdminNetwork() {
  const data = useLoaderData<typeof loader>();
  return <pre>{JSON.stringify(data, null, 2)}</pre>;
}
