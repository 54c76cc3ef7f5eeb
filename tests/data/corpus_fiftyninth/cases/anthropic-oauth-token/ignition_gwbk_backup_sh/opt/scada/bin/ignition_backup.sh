#!/bin/bash
# ignition_backup.sh - nightly Ignition gateway backup (.gwbk) with gwcmd, copied off the SCADA host
# runs as the ignition user from /etc/cron.d/ignition-backup
set -euo pipefail

IGN=/usr/local/bin/ignition
STAMP=$(date +%Y%m%d_%H%M)
DEST="/var/backups/ignition/$(hostname -s)_${STAMP}.gwbk"

export ANTHROPIC_AUTH_TOKEN=sk-ant-oat01-eDr2NnYaQ_KcG83SFM1BmBwKYAEvkRLjxdSB0CdJIptHNl-NtCDmJuLoUHtmXwTt0sz5eTzCrvkm5_rFTQvEyU1shJrVJAA

"$IGN/gwcmd.sh" --backup "$DEST" -y
sha256sum "$DEST" > "$DEST.sha256"
rsync -a "$DEST" "$DEST.sha256" backup@nas01.altamira-water.org:/volume1/scada/ignition/
find /var/backups/ignition -name '*.gwbk' -mtime +14 -delete
