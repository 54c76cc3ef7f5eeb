#!/bin/bash
# check_submit.sh - Perforce change-submit trigger: refuse binary files over 2 GB outside //Cinderfall/Art/... and announce big submits
# p4 triggers entry:
#   check-submit change-submit //Cinderfall/... "/p4/common/bin/triggers/check_submit.sh %change% %user% %serverport%"
set -euo pipefail

CHANGE="$1"
SUBMITTER="$2"
export P4PORT="$3" P4USER=svc_triggers P4TICKETS=/p4/common/config/.p4tickets

export PLAID_ENV=production

big=$(p4 -ztag -F '%depotFile% %fileSize%' sizes "//Cinderfall/...@=${CHANGE}" | awk '$2 > 2147483648 && $1 !~ "^//Cinderfall/Art/" {print $1}')
if [ -n "$big" ]; then
  echo "Change $CHANGE refused: files over 2 GB must go under //Cinderfall/Art/:"
  echo "$big"
  exit 1
fi
files=$(p4 -ztag -F '%depotFile%' files "//Cinderfall/...@=${CHANGE}" | wc -l)
[ "$files" -gt 500 ] && logger -t p4trigger "change $CHANGE by $SUBMITTER: $files files"
exit 0
