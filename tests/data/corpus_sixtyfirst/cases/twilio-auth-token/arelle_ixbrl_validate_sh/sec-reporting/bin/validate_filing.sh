#!/bin/bash
# validate_filing.sh - validate the 8-K inline XBRL package with Arelle (EFM validation, US-GAAP 2025 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

export TWILIO_ACCOUNT_SID=AC5f23e20d6d32a18226333189cc683386
export TWILIO_AUTH_TOKEN=8ea2a7e6fe335f29a8679d8b3310d208

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "8-K package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
