#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Tidecaller to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=redkite/tidecaller-demo

export TOGETHER_API_KEY=3984d9729ac9a4f343cbb7c08d30ad22de0c9c5485989b6068a164c05fe49c07

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
