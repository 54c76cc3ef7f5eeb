#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Ironbloom to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=lanternworks/ironbloom-demo

export GOOGLE_CLIENT_ID=198664646162-gaa13dez5rp47x4stoaxq6ugxn1eel1q.apps.googleusercontent.com

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
