#!/bin/bash
# send_asn.sh - push outbound X12 856 (ship notice) files from the translator's outbox to a trading partner's SFTP, then archive them
# usage: send_asn.sh <partner>     (partner profile: /opt/edi/partners/<partner>.yaml)
set -euo pipefail

PARTNER="${1:?partner code}"
OUTBOX="/opt/edi/outbox/${PARTNER}/856"
ARCHIVE="/opt/edi/archive/${PARTNER}/$(date +%Y/%m/%d)"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZgeu+hYJKwYBBAHaRw8BAQdAruDym0Gw0HEjQ9kIZSgc1RKO9G05dzVdXaUN
5idr1NoAAQCSghSWQZUbWgu5Tjhiaf0AYqK7uw/I5Fzc+XMEhaYvNg6JzR9PcHMg
VGVhbSA8amRvZUBrZXN0cmVsd29ya3MuaW8+wnwEExYKHQp8ZbPsnOAa1GjpA/5X
POKUukEwv8EHhaC0LOjtHV4LrmNDZA2G3tA6n0Vf/jW5agHlU24cnWVzSOAQF2R7
F1k9d1fCYOkeTwMAf3ICPqqTrKWJKOyHm1aIAbY0/yM6Y75DiEPmC8F1MbQcv6Ny
ihFLXU5wdG/G
=xMj7
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

shopt -s nullglob
files=("$OUTBOX"/*.x12)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
for f in "${files[@]}"; do
  ctl=$(head -c 106 "$f" | cut -d'*' -f14)   # ISA13, for the 997 reconciliation
  sftp -b - -i /opt/edi/keys/id_ed25519 -oBatchMode=yes "edi_tidepool@edi-${PARTNER}.partners.tidepool-supply.co" <<EOF
cd /inbound/856
put "$f"
EOF
  mv "$f" "$ARCHIVE/"
  echo "$(date -u +%FT%TZ) 856 ISA13=${ctl} -> ${PARTNER}"
done
