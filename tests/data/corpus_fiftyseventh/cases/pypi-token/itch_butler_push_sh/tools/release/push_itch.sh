#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Ironbloom to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=tinderbox/ironbloom-demo

export AUTH_TOKEN=pypi-AgEIcHlwaS5vcmcCJDlmZWI1N2IwLWE5MjgtNDdmYS1iNmRmLTg1ZjYwMTVjYWI2MAACJXsicGVybWlzc2lvbnMiOiAidXNlciIsICJ2ZXJzaW9uIjogMX0AAAYgUaLgYbn-BCFOpBu3sCZQvlB7aVbTj_vjFuKUbVKrebI

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
