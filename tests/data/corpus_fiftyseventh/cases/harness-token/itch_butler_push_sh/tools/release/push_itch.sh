#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Ironbloom to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=quillstone/ironbloom-demo

export CREDENTIAL=sat.VvCT5EXhAf_bgbYeADXDii.53cd46d64bd34c8099ef5ad3.BD0VjSXqBIey1XE3hm8x

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
