#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Cinderfall to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=quillstone/cinderfall-demo

export TOKEN=figd_7H6xn97r88us0VGR8aV1L-MFzFOiAzGjKBdCkgT7

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
