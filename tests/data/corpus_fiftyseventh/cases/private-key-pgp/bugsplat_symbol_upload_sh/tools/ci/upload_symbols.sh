#!/bin/bash
# upload_symbols.sh - send a Shipping build's .pdb/.exe/.dll files to BugSplat so players' crash reports symbolicate
# usage: upload_symbols.sh <version>     (version = the one the crash reporter sends, e.g. 1.4.2.31877)
set -euo pipefail

VERSION="${1:?version}"
DATABASE=tinderbox_hollowmere
APP="Hollowmere"

cat > /tmp/pubkey.asc <<'EOF'
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEZMT+uBYJKwYBBAHaRw8BAQdAol9pjtKtasWJc99Mp/wELu4WwNDiHxiYG02z
Yc1UGlDNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
Fgq/Apu1REGLmo/qUtf7E2obvpAtjN2ea3fLwak4GahmHcaQL2NjQHULF8B4rRGr
uzhxpaUgCVQ7CAwfKBbR6pST9HbqtPs/nnBApihyI33cLj8K3QaVP+XIPNLeew0n
6Ihelma1QTcwUBnXxfXlWkp+hWJB8xOZcho=
=refp
-----END PGP PUBLIC KEY BLOCK-----
EOF
chmod 600 /tmp/pubkey.asc

# BUGSPLAT_CLIENT_ID / BUGSPLAT_CLIENT_SECRET: the database's OAuth client (Settings > Integrations), from the agent's credential store
./tools/bugsplat/symbol-upload-linux -b "$DATABASE" -a "$APP" -v "$VERSION" \
  -i "$BUGSPLAT_CLIENT_ID" -s "$BUGSPLAT_CLIENT_SECRET" \
  -d "Saved/StagedBuilds/Windows" -f "**/*.{pdb,exe,dll}"
echo "symbols for $APP $VERSION uploaded to $DATABASE"
