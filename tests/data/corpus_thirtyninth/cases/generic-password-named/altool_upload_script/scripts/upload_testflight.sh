#!/bin/bash
# Upload the archived build to App Store Connect (TestFlight)
set -euo pipefail

IPA="build/Fieldnote.ipa"
APPLE_ID="release@fernhill.dev"

xcrun altool --validate-app -f "$IPA" -t ios -u "$APPLE_ID" --password "@keychain:AC_PASSWORD"
xcrun altool --upload-app -f "$IPA" -t ios -u "$APPLE_ID" --password 'Saffron_orbit5625' --output-format json > build/altool.json
jq -r '."success-message" // ."product-errors"[0].message' build/altool.json
