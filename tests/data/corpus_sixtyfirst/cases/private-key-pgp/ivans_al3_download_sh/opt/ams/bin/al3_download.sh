#!/bin/bash
# al3_download.sh - pull the night's ACORD AL3 policy and claim downloads from the carriers' mailbox on IVANS Exchange,
# split them per carrier code and hand them to the agency management system's import folder
# cron (ams-batch01): 15 4 * * 1-6
set -euo pipefail

DAY="$(date -u +%Y%m%d)"
INBOX="/srv/ams/al3/inbox/$DAY"
mkdir -p "$INBOX"

cat > /tmp/pubkey.asc <<'EOF'
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEYgrELRYJKwYBBAHaRw8BAQdAD4XDh4nf8wzKv9fnZ3HieALTpXNsYn6UWDr1
hf3BELnNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
Fgrl4/xXmlN1beC0Jz9BbIzBupdHIxhu6sRRThPHRaK3nXL976f1JfiiU+ztJNqB
gVLmI7tEL9l6/JgJK93u+bUMwOURUfYOX0XvDwnQxWSY5BMDslIjFr0gQi360mdO
9p4pwlj6h/W7FrNj1j9CGxHUZ+2PWHqybVk=
=5hL4
-----END PGP PUBLIC KEY BLOCK-----
EOF
chmod 600 /tmp/pubkey.asc

sftp -b - -i /etc/ams/ivans_ed25519 a2064142@download.ivans.com <<EOF
lcd $INBOX
mget /outbound/*.al3
EOF
for f in "$INBOX"/*.al3; do
  [ -e "$f" ] || break
  carrier=$(head -c 200 "$f" | cut -c 13-17)
  mkdir -p "/srv/ams/import/$carrier" && mv "$f" "/srv/ams/import/$carrier/"
done
logger -t al3_download "$(ls /srv/ams/import/*/*.al3 2>/dev/null | wc -l) AL3 files staged for Marlowe Accountants"
