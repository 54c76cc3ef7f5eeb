#!/bin/bash
# sftp_drop.sh - hand the day's shipment status files (EDI 214) to carrier TJOJ over SFTP, then archive them
# cron (wms-int01): */20 5-22 * * *  /opt/edi/bin/sftp_drop.sh tjoj
set -euo pipefail

OUTBOX=/data/edi/outbound/tjoj
ARCHIVE=/data/edi/archive/tjoj/$(date -u +%Y/%m/%d)
REMOTE=edi_cobaltroute@sftp.tjoj.example-carrier.net

cat > /tmp/server.crt <<'EOF'
-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRAJ7Pt7z/cLwDZ6dWa+PBjw4wDQYJKoZIhvcNAQELBQBe
Ra5eIQmxx6xAMP2dMO0EsfcNM6KmCfqUGKwRcTD11ruVXMbI77+FqscOXQLPjafj
R8hV6rfBnLjyOFN4gMFql3R3uCeWnMS5e+/7279cyOsLhtYMYtt/TlqjgSpFR/fB
ZU4Pr+Et/VbPNI0oKjx3OM1X0OcdmpUej7JLD1Q6eWhY4nUilfqmRj4piW0wYAoM
y4qpgoG3M5sIDjNpLuVMEawJ1LENbzb3EMILmjMK8fsPH3jZzvVnioeVQzgI76br
9SMOBNwWrN9Q8ZMp7Nvv1xLAhb9SnK7XTb99Wna8hGbLc2W6dUpieFjHtT/bGYS8
Ap0FRMraPqv8gFzT5VfAwmtOxLP1fgrimg3jWCebiT1eiusbDosnFCxVafnenfPm
izV6lMnPqyUIKdcwDQYJKoZIhvcNAQELBQADggEBAAqCEaPZS9TIq40x0LdJClHp
AQ1uTLQWGZi5ey5fJKS0U8/h/Jrtq8qdtyLBnGEApJuo8TQJVJIclHSR5n5+DuWO
bQn8k7j9e1Yk46SK9+xu2ABQNkVp970AQBzp7Eu+riqoxY/xcUsjtI7qqFn3MG5P
OIsKPj8wDi5lzpwYD7mAQyB3gb8gx2V52rl7sYqdj6kITxXAFyVhTDEbr7kQWQLG
6tWC9MzbS3Ulx8NTJ+N0xZCDNq+yCPzQkProOXvtlIctePPKx55sCkKpRL1MoOE7
j4vIxs12WpHmXqvUB2IYo0buiEWvdaBWfzXPwhDMYVr1PluoeIKwDFBjo6Q8k/8=
-----END CERTIFICATE-----
EOF
chmod 600 /tmp/server.crt

shopt -s nullglob
files=("$OUTBOX"/*.214)
[ ${#files[@]} -eq 0 ] && exit 0
mkdir -p "$ARCHIVE"
sftp -q -b - -i /opt/edi/keys/tjoj_ed25519 -o StrictHostKeyChecking=yes "$REMOTE" <<EOF
cd /inbound/214
$(for f in "${files[@]}"; do echo "put $f"; done)
bye
EOF
mv "${files[@]}" "$ARCHIVE"/
logger -t edi-sftp "TJOJ: ${#files[@]} file(s) delivered"
