#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.larkspur-clinic.com
PACS_AET=LARKSPUR

snmpbulkwalk -v3 -l authNoPriv -u netdisco -a SHA -3k 0x70d7ebd3751b9125b1555e45389f3303e8387cdb 10.7.122.21 HOST-RESOURCES-MIB::hrProcessorLoad

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
