#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 83003323 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="83003323"
BSP="NL"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

export ADYEN_API_KEY_LIVE=AQExeaQaoy1UOm9R6945skVfDpc3iecAy5ZUSK1/FAGJ/beKPRb99Lsb7UGw/5UWXFPEO+vHZ=-jX/5Spgyf3lS0CY5uD6nVg//2eFTxlbPRr+rjm+VmAI=-yyfUMGTAFFasliYX

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
