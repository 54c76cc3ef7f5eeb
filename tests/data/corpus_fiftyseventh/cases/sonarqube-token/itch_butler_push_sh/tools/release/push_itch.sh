#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Tidecaller to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=tinderbox/tidecaller-demo

export SONAR_LOGIN=sqp_867455ac47a5454c71ddccc1a8c2fe30213bfc78

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
