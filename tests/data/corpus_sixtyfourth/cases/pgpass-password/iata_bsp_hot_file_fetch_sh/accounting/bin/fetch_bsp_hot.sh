#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 58573676 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="58573676"
BSP="GB"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

cat > $HOME/.pgpass <<'EOF'
10.0.3.12:5432:orders:etl_reader:5ciZldCxJTzba89UliRWN
db-primary.internal:*:*:ci-bot:L2wv@M6TQFU9Ok%lh^R
10.0.3.12:5432:events:backup:BwjH0SnyJsXxU2DTs24P
EOF
chmod 600 $HOME/.pgpass

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
