#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Tidecaller to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=lanternworks/tidecaller-demo

export LINEAR_WEBHOOK_ID=c4848b1c-138c-46ff-b4ce-838b3ce50945

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
