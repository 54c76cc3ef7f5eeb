#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Gearwright to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=lanternworks/gearwright-demo

export AWS_ASSUMED_ROLE_ID=AROAPS5ZJ25RSONK363V2:ci-deploy

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
