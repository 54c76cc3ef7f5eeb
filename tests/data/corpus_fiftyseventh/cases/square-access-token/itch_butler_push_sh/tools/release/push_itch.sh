#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Hollowmere to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=quillstone/hollowmere-demo

export SQUARE_TOKEN=EAAAV5Yz2Gq593NdFDsid081RgdU7yedb5mv5t7zCG3cAs7SuaxS-FuZbu492Sfw

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
