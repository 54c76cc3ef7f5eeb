#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Starbound Rally to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=driftwood/starbound-rally-demo

export TWILIO_API_KEY=SKf97259c6651fb95755bc612592b0ebed

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
