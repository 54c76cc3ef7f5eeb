#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Cinderfall to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=redkite/cinderfall-demo

export ROLLBAR_CLIENT_TOKEN=3caf03a9f208dbd9c3434c15dc942d06

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
