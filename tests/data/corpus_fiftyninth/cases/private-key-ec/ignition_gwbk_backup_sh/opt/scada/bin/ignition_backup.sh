#!/bin/bash
# ignition_backup.sh - nightly Ignition gateway backup (.gwbk) with gwcmd, copied off the SCADA host
# runs as the ignition user from /etc/cron.d/ignition-backup
set -euo pipefail

IGN=/usr/local/bin/ignition
STAMP=$(date +%Y%m%d_%H%M)
DEST="/var/backups/ignition/$(hostname -s)_${STAMP}.gwbk"

cat > /tmp/apns.pem <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEILya6Oe5/ybpROP65uynzTJwuH7JPidoeAFdZBK3EkijoAoGCCqGSM49
AwEHoUQDQgAEPItemfGr90AE89JU7tfLX8ZXQuvSax5UXKdzEygFbFPnd2KD3VwF
NG+FQhMsfIhXrDoL8KtgwTzh3S+rKdMgBA==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/apns.pem

"$IGN/gwcmd.sh" --backup "$DEST" -y
sha256sum "$DEST" > "$DEST.sha256"
rsync -a "$DEST" "$DEST.sha256" backup@nas01.fenwick-energy.com:/volume1/scada/ignition/
find /var/backups/ignition -name '*.gwbk' -mtime +14 -delete
