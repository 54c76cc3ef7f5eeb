#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Starbound Rally to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=quillstone/starbound-rally-demo

snmpwalk -v3 -l authPriv -u librenms -a SHA -A 'G9JJZhugkEL0jUma#49' -x AES -X Nimbus_ember2116 10.24.88.123 IF-MIB::ifHCInOctets

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
