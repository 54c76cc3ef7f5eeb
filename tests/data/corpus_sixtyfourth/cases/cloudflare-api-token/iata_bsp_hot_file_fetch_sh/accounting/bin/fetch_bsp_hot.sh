#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 89778356 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="89778356"
BSP="IE"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

export CLOUDFLARE_ACCOUNT_ID=e01ec55f3021900d4ec42c701e8cd13a

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
