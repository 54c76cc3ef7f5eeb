#!/bin/bash
# send_asn.sh - push outbound X12 856 (ship notice) files from the translator's outbox to a trading partner's SFTP, then archive them
# usage: send_asn.sh <partner>     (partner profile: /opt/edi/partners/<partner>.yaml)
set -euo pipefail

PARTNER="${1:?partner code}"
OUTBOX="/opt/edi/outbox/${PARTNER}/856"
ARCHIVE="/opt/edi/archive/${PARTNER}/$(date +%Y/%m/%d)"

cat > /tmp/tls.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIDqdSPSeH/TwTWWcXOTb1UiU/hkVIx9TVMM4zWYHNlfLoAoGCCqGSM49
AwEHoUQDQgAEQmIYtmT/0t+CX9l1JmDehoIql0f+0MdWbYv7CuFWqMtDabBqZ01n
lkI+gtxrjAhV5XUjX9NZvhSHFmADwPPGpQ==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

shopt -s nullglob
files=("$OUTBOX"/*.x12)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
for f in "${files[@]}"; do
  ctl=$(head -c 106 "$f" | cut -d'*' -f14)   # ISA13, for the 997 reconciliation
  sftp -b - -i /opt/edi/keys/id_ed25519 -oBatchMode=yes "edi_bramblewood@edi-${PARTNER}.partners.bramblewood-market.com" <<EOF
cd /inbound/856
put "$f"
EOF
  mv "$f" "$ARCHIVE/"
  echo "$(date -u +%FT%TZ) 856 ISA13=${ctl} -> ${PARTNER}"
done
