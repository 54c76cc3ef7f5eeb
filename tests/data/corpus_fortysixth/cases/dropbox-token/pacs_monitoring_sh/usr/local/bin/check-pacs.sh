#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.cobaltpeak-labs.ca
PACS_AET=COBALTPEAK

export AUTH_TOKEN=sl.u.9lfEwA2KXhULopjSGbSo8wyJGbeH0ktKRBBV9EccdJYg8LUakq5OKONuITgm4UkssdtbOFCbD-fzBimQFI_KCQoDgZHRPMO93mvHBFLhClepVM6WPwDB5snVmyS07TfLdfSwsdfF

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
