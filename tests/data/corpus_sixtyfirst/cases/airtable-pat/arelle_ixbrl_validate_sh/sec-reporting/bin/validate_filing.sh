#!/bin/bash
# validate_filing.sh - validate the 8-K inline XBRL package with Arelle (EFM validation, US-GAAP 2024 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

export AIRTABLE_TOKEN=patgwT7Fc3akZ12c5.c3d6ca7c0d302bb0b88814b96f048634b563175d0127ab440a1d0ef11f901aa1

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "8-K package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
