#!/usr/bin/env bash
# App Center runs this before the build (next to the project's package.json / .xcworkspace)
set -e

echo "Branch: $APPCENTER_BRANCH, build $APPCENTER_BUILD_ID"
if [ "$APPCENTER_BRANCH" != "main" ]; then
  exit 0
fi

export ANTHROPIC_AUTH_TOKEN=sk-ant-oat01-LMmkEU8sv-N3ZnNZ7mCw-FKo3vF_YBhA1-YzoPNlvPVAlsqnjZtY-P8PJk4uUbjPklNydc7DIBBx9x0wpD3ba954RXIRTAA
./scripts/upload_dsyms.sh

cd "$APPCENTER_SOURCE_DIRECTORY"
yarn install --frozen-lockfile
