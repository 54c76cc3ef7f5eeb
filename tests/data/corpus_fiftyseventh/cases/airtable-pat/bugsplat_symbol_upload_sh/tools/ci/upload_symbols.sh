#!/bin/bash
# upload_symbols.sh - send a Shipping build's .pdb/.exe/.dll files to BugSplat so players' crash reports symbolicate
# usage: upload_symbols.sh <version>     (version = the one the crash reporter sends, e.g. 1.4.2.31877)
set -euo pipefail

VERSION="${1:?version}"
DATABASE=moonshale_skyreach
APP="Skyreach"

export AIRTABLE_PAT=patEyjyti74QagNqH.05fed921e2da01543a01e484dc065c7a3d874c755ad3297763e2a49705555970

# BUGSPLAT_CLIENT_ID / BUGSPLAT_CLIENT_SECRET: the database's OAuth client (Settings > Integrations), from the agent's credential store
./tools/bugsplat/symbol-upload-linux -b "$DATABASE" -a "$APP" -v "$VERSION" \
  -i "$BUGSPLAT_CLIENT_ID" -s "$BUGSPLAT_CLIENT_SECRET" \
  -d "Saved/StagedBuilds/Windows" -f "**/*.{pdb,exe,dll}"
echo "symbols for $APP $VERSION uploaded to $DATABASE"
