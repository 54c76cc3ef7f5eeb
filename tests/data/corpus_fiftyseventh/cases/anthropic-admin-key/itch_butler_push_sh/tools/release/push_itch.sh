#!/usr/bin/env bash
# push_itch.sh - push the demo builds of Cinderfall to itch.io with butler (one channel per platform)
# usage: push_itch.sh <version>     (BUTLER_API_KEY comes from the CI's secret store)
set -euo pipefail

VERSION="${1:?version}"
TARGET=quillstone/cinderfall-demo

export ANTHROPIC_ADMIN_API_KEY=sk-ant-admin01-Pfue80UtXqn_roaP6uduGTIZ4ZaV-lARIsN9v6Hp_uEcaa3vZyjP1PdFPmtgPuY9wbsRHHDBAKkmmartMZqYI0jGL9vnWAA

for ch in windows linux mac; do
  butler push "dist/${ch}" "${TARGET}:${ch}" --userversion "$VERSION" --if-changed
done
butler status "$TARGET"
