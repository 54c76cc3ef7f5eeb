#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Ironbloom to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=moonshale/ironbloom-demo

export JIRA_USER=backup@larkspur.dev
export ATLASSIAN_TOKEN=ScxBS5UUf5mYJ1dlyT2iooy9

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
