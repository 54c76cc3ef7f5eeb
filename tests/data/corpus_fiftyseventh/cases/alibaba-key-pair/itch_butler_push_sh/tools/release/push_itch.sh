#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Starbound Rally to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=lanternworks/starbound-rally-demo

export ACCESS_ID=LTAITNCUChEng24ti7jMccX9
export ACCESS_KEY=hmMbW3gZ6Z3ThAQsJLPLRHpjigPP5t

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
