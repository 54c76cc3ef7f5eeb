#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 14215850 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="14215850"
BSP="GB"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

export VAULT_TOKEN=hvb.AAAAAaRAAppQ_ATprb2TPhYOSNRwci_EVVW2vWMDnLE-9xGvGeBav1Uq5gOcQJ4U04mLchKuJk1ZdBp280nzVDuFhpHrOmrj6Nqn9lQgDtjQvWgeXdX39pw_eYwpXXzSax6YOS9tTzUNv1cj_vDpmtIH87H_JJ1a

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
