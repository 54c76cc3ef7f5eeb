// fetch through wirepass: undici's EnvHttpProxyAgent reads HTTPS_PROXY / HTTP_PROXY /
// NO_PROXY, and Node adds NODE_EXTRA_CA_CERTS (the wirepass CA) to its trust store. List a
// repository's issues (allowed), then POST to a path GitHub's route table does not know
// (refused: a write wirepass cannot understand is `unmapped_write`).
//
//   eval "$(wirepass env)"
//   export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
//   (cd examples/node && npm ci && node fetch_github.mjs)
//
// undici's own fetch is used with its dispatcher: Node 20's built-in fetch bundles an
// older undici whose dispatcher interface need not match this one's.
import { EnvHttpProxyAgent, fetch, setGlobalDispatcher } from "undici";

setGlobalDispatcher(new EnvHttpProxyAgent());

const API = "https://api.github.com";
const session = { "x-wirepass-user": process.env.WIREPASS_SESSION };

// One line per request: `LABEL STATUS -`, or `LABEL STATUS CODE # REASON` when wirepass
// refused it (the `x-wirepass-refused` header and the JSON body's reason).
async function show(label, response) {
  const code = response.headers.get("x-wirepass-refused");
  if (code === null) {
    await response.arrayBuffer();
    console.log(`${label} ${response.status} -`);
    return;
  }
  const { refused } = await response.json();
  console.log(`${label} ${response.status} ${code} # ${refused.reason}`);
}

await show("list-issues", await fetch(`${API}/repos/acme/widgets/issues`, { headers: session }));
await show(
  "unmapped-write",
  await fetch(`${API}/repos/acme/widgets/frobnicate`, {
    method: "POST",
    headers: { ...session, "content-type": "application/json" },
    body: JSON.stringify({ please: true }),
  }),
);
