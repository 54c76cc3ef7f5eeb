#!/bin/bash
# check_submit.sh - Perforce change-submit trigger: refuse binary files over 2 GB outside //Skyreach/Art/... and announce big submits
# p4 triggers entry:
#   check-submit change-submit //Skyreach/... "/p4/common/bin/triggers/check_submit.sh %change% %user% %serverport%"
set -euo pipefail

CHANGE="$1"
SUBMITTER="$2"
export P4PORT="$3" P4USER=svc_triggers P4TICKETS=/p4/common/config/.p4tickets

export XAI_API_KEY=xai-nE3JeitPT6flb6VDIlcyYJDybNeuhqWSGpov920yVXiX8U4eoB5bbB4VWr0i3QnjUm5vW69a5bso8dw1

big=$(p4 -ztag -F '%depotFile% %fileSize%' sizes "//Skyreach/...@=${CHANGE}" | awk '$2 > 2147483648 && $1 !~ "^//Skyreach/Art/" {print $1}')
if [ -n "$big" ]; then
  echo "Change $CHANGE refused: files over 2 GB must go under //Skyreach/Art/:"
  echo "$big"
  exit 1
fi
files=$(p4 -ztag -F '%depotFile%' files "//Skyreach/...@=${CHANGE}" | wc -l)
[ "$files" -gt 500 ] && logger -t p4trigger "change $CHANGE by $SUBMITTER: $files files"
exit 0
