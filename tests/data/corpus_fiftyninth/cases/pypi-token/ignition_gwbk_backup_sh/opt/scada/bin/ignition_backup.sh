#!/bin/bash
# ignition_backup.sh - nightly Ignition gateway backup (.gwbk) with gwcmd, copied off the SCADA host
# runs as the ignition user from /etc/cron.d/ignition-backup
set -euo pipefail

IGN=/usr/local/bin/ignition
STAMP=$(date +%Y%m%d_%H%M)
DEST="/var/backups/ignition/$(hostname -s)_${STAMP}.gwbk"

export PYPI_TOKEN=pypi-AgEIcHlwaS5vcmcCJGRkNmUzZWE4LWI2NTEtNGNmZS05MzkyLWVlYmI2N2NlNjk0OQACN3sidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbInRlc3NlbCJdfX0AAAYgVXF_84F2RxJE5c4e8dBNHzaqZtB-GPfi-3YDpRZX2UU

"$IGN/gwcmd.sh" --backup "$DEST" -y
sha256sum "$DEST" > "$DEST.sha256"
rsync -a "$DEST" "$DEST.sha256" backup@nas01.brightmoor-utilities.com:/volume1/scada/ignition/
find /var/backups/ignition -name '*.gwbk' -mtime +14 -delete
