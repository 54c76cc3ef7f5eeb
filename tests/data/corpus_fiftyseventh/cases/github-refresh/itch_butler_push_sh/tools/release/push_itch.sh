#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Hollowmere to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=emberfall/hollowmere-demo

export GH_REFRESH_TOKEN=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

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
