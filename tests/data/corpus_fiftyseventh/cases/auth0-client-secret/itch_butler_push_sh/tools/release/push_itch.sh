#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Starbound Rally to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=emberfall/starbound-rally-demo

export AUTH0_CLIENT_ID=znDqM5PiZBrhY3nDkVeEsP8F7V51kfh1

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
