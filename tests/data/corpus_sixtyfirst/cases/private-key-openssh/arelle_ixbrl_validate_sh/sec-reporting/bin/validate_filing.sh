#!/bin/bash
# validate_filing.sh - validate the 8-K inline XBRL package with Arelle (EFM validation, US-GAAP 2025 taxonomy)
# before the filing agent submits it to EDGAR; the report goes to the disclosure committee's folder
set -euo pipefail

PKG="${1:?filing package zip}"
REPORTS=/srv/sec-reporting/validation

cat > /tmp/ci_ssh_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACBuQF1QhLYEKzaXBbrlBEh+k6msWqOPBVzXEUYtUHkGIQAAAJB8CPGOfAjx
jgAAAAtzc2gtZWQyNTUxOQAAACBuQF1QhLYEKzaXBbrlBEh+k6msWqOPBVzXEUYtUHkGIQ
AAAECUGf7upk2XplHNjozoy4iYk8oz3H5vXL3rUh/bZCGmqW5AXVCEtgQrNpcFuuUESH6T
qaxao48FXNcRRi1QeQYhAAAADWRlcGxveUBsYXB0b3A=
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/ci_ssh_key

arelleCmdLine --plugins EDGAR/validate --disclosureSystem efm-pragmatic --validate \
  --file "$PKG" --logFile "$REPORTS/$(basename "$PKG" .zip).log.xml" --logLevel warning
errors=$(grep -c 'level="error"' "$REPORTS/$(basename "$PKG" .zip).log.xml" || true)
echo "8-K package $(basename "$PKG"): $errors EFM errors"
[ "$errors" -eq 0 ]
