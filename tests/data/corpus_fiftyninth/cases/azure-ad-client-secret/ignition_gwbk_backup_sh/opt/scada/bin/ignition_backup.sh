#!/bin/bash
# ignition_backup.sh - nightly Ignition gateway backup (.gwbk) with gwcmd, copied off the SCADA host
# runs as the ignition user from /etc/cron.d/ignition-backup
set -euo pipefail

IGN=/usr/local/bin/ignition
STAMP=$(date +%Y%m%d_%H%M)
DEST="/var/backups/ignition/$(hostname -s)_${STAMP}.gwbk"

export AZURE_CLIENT_ID=c603f550-f6ff-4318-895b-9bda6b980067
export AZURE_TENANT_ID=0a246a73-2864-45e0-84f8-e14af120d679
export AUTH_MICROSOFT_ENTRA_ID_SECRET='vOn4Q~BXwW4bcMqr_mqNrJ1W4KDD_kjD0oDr.nWN'

"$IGN/gwcmd.sh" --backup "$DEST" -y
sha256sum "$DEST" > "$DEST.sha256"
rsync -a "$DEST" "$DEST.sha256" backup@nas01.voltbridge-charging.com:/volume1/scada/ignition/
find /var/backups/ignition -name '*.gwbk' -mtime +14 -delete
