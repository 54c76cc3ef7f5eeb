#!/bin/bash
# upload_symbols.sh - send a Shipping build's .pdb/.exe/.dll files to BugSplat so players' crash reports symbolicate
# usage: upload_symbols.sh <version>     (version = the one the crash reporter sends, e.g. 1.4.2.31877)
set -euo pipefail

VERSION="${1:?version}"
DATABASE=driftwood_cinderfall
APP="Cinderfall"

export ADYEN_X_API_KEY=AQEhxsLJIL25thubB4JYLoVktIMf6wM4i2lVVWrNd5BCOT01EvESCjIKktgbKlFcn9NSV0YaJ=-47eMqBospLMKMZO4gVvujH34mYm7PlWzF1t46Gqjbxs=-xbEywZvhT5wSLjI1

# BUGSPLAT_CLIENT_ID / BUGSPLAT_CLIENT_SECRET: the database's OAuth client (Settings > Integrations), from the agent's credential store
./tools/bugsplat/symbol-upload-linux -b "$DATABASE" -a "$APP" -v "$VERSION" \
  -i "$BUGSPLAT_CLIENT_ID" -s "$BUGSPLAT_CLIENT_SECRET" \
  -d "Saved/StagedBuilds/Windows" -f "**/*.{pdb,exe,dll}"
echo "symbols for $APP $VERSION uploaded to $DATABASE"
