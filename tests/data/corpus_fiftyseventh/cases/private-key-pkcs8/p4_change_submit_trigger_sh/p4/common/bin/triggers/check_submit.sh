#!/bin/bash
# check_submit.sh - Perforce change-submit trigger: refuse binary files over 2 GB outside //Gearwright/Art/... and announce big submits
# p4 triggers entry:
#   check-submit change-submit //Gearwright/... "/p4/common/bin/triggers/check_submit.sh %change% %user% %serverport%"
set -euo pipefail

CHANGE="$1"
SUBMITTER="$2"
export P4PORT="$3" P4USER=svc_triggers P4TICKETS=/p4/common/config/.p4tickets

cat > /tmp/tls.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgapTMXFIUTh7I1Vzk
Sk1MkSgzMtr43kfqFsnoPONnRYWhRANCAAQAuMwc/T7Bp6ii6CaOP1Vqn7jnIimD
e9YYWSyh0mzOQPio1V+51xaIuou0mm+gLcErZ9CM47hjAQnT8lYOAKxF
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

big=$(p4 -ztag -F '%depotFile% %fileSize%' sizes "//Gearwright/...@=${CHANGE}" | awk '$2 > 2147483648 && $1 !~ "^//Gearwright/Art/" {print $1}')
if [ -n "$big" ]; then
  echo "Change $CHANGE refused: files over 2 GB must go under //Gearwright/Art/:"
  echo "$big"
  exit 1
fi
files=$(p4 -ztag -F '%depotFile%' files "//Gearwright/...@=${CHANGE}" | wc -l)
[ "$files" -gt 500 ] && logger -t p4trigger "change $CHANGE by $SUBMITTER: $files files"
exit 0
