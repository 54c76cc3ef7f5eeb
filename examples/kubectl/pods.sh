#!/usr/bin/env bash
# kubectl through wirepass: list pods (allowed), delete one (refused: the grants allow
# Kubernetes reads only). kubectl takes its proxy from the kubeconfig's `proxy-url`, which
# also carries the session (as the proxy password: kubectl cannot add a header), and
# trusts the wirepass CA, since wirepass terminates TLS for the API server.
#
#   eval "$(wirepass env)"   # HTTPS_PROXY and WIREPASS_CA
#   export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
#   bash examples/kubectl/pods.sh
set -euo pipefail
: "${WIREPASS_SESSION:?set WIREPASS_SESSION to a session token (wirepass session mint)}"
: "${HTTPS_PROXY:?run eval \"\$(wirepass env)\" first}" "${WIREPASS_CA:?run eval \"\$(wirepass env)\" first}"
SERVER=https://k8s.test # your cluster's API server (services.kubernetes.hosts in wirepass.yaml)

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT # the kubeconfig holds the session token
export KUBECONFIG="$dir/kubeconfig"
cat >"$KUBECONFIG" <<YAML
apiVersion: v1
kind: Config
clusters:
- name: cluster
  cluster:
    server: $SERVER
    certificate-authority: $WIREPASS_CA
    proxy-url: http://:$WIREPASS_SESSION@${HTTPS_PROXY#http://}
contexts:
- name: agent
  context: {cluster: cluster, user: agent}
current-context: agent
users:
- name: agent
  # A placeholder: with no credential at all kubectl asks for a password on standard input.
  # With services.kubernetes.credential set, wirepass replaces it with the cluster's own.
  user: {token: held-by-wirepass}
YAML

if kubectl get pods -n default -o name >"$dir/out" 2>"$dir/err"; then
  echo "get-pods 200 - # $(tr '\n' ' ' <"$dir/out")"
else
  echo "get-pods failed: $(cat "$dir/err")"
fi
# A refusal reaches kubectl as `Error from server (Forbidden)`; kubectl prints the
# response body (wirepass's JSON, with its code) only at -v=8, so the code is read there.
if kubectl -v=8 delete pod web-1 -n default >"$dir/out" 2>"$dir/err"; then
  echo "delete-pod 200 -"
else
  code=$(grep -o '"code":"[a-z_]*"' "$dir/err" | head -1 | cut -d'"' -f4 || true)
  status=$(grep -q Forbidden "$dir/err" && echo 403 || echo '?')
  echo "delete-pod $status ${code:--}"
fi
