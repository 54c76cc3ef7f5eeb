#!/usr/bin/env bash
# git through wirepass: clone a repository (allowed: `repo.read`), commit, push (refused
# when the grants do not allow `repo.push`). git reads HTTPS_PROXY and GIT_SSL_CAINFO
# from `wirepass env`; the session goes in an extra header. git shows only the status of
# a refused push, so the refusal code is read from its HTTP trace (`x-wirepass-refused`).
#
#   eval "$(wirepass env)"
#   export WIREPASS_SESSION="$(wirepass session mint --config wirepass.yaml --user alice@example.com)"
#   bash examples/git/clone_push.sh
set -euo pipefail
: "${WIREPASS_SESSION:?set WIREPASS_SESSION to a session token (wirepass session mint)}"
REPO=https://github.com/acme/widgets.git

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT # the trace below holds the session header: never keep it
git_() {
  git -c "http.extraHeader=x-wirepass-user: $WIREPASS_SESSION" \
    -c user.name=agent -c user.email=agent@example.test "$@"
}

git_ clone -q "$REPO" "$work/widgets"
echo "clone 200 -"

cd "$work/widgets"
echo "a change made by the agent" >CHANGE.md
git_ add CHANGE.md
git_ commit -q -m "a change made by the agent"
if GIT_TRACE_CURL="$work/trace" GIT_TRACE_CURL_NO_DATA=1 git_ push -q origin HEAD 2>/dev/null; then
  echo "push 200 -"
else
  # The last response git received: `<= Recv header: HTTP/1.1 403 ...` then its headers.
  status=$(sed -n 's/.*<= Recv header: HTTP\/[0-9.]* \([0-9]*\).*/\1/p' "$work/trace" | tail -1)
  code=$(sed -n 's/.*<= Recv header: x-wirepass-refused: \([a-z_]*\).*/\1/ip' "$work/trace" | tail -1)
  echo "push ${status:-?} ${code:--}"
fi
