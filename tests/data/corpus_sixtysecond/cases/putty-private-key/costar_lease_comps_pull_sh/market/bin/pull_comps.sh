#!/bin/bash
# pull_comps.sh - weekly lease and sale comps delivered by CoStar as a data feed (zipped CSV on SFTP), loaded into the
# acquisitions team's market database for the underwriting models
set -euo pipefail

WEEK="$(date +%G-W%V)"
DEST=/srv/market/costar/$WEEK

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240924
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIIl3KvcTc/iUr9hH3lM9UvHn6KeKiTwcm0aC30v8
c4Uv
Private-Lines: 1
AAAAIMKtatF6l6gglvEc2imRqLN33bd+auMF3YYZnUGnF0Un
Private-MAC: 0c01648313f683fc57f1bf3078af8a2b5cce3e092003b088416d2e6a40f53ed9
EOF
chmod 600 /tmp/jumpbox.ppk

mkdir -p "$DEST"
sftp -b - -i /etc/market/costar_rsa halloway@datafeeds.costar.example <<EOF
lcd $DEST
get /feeds/lease_comps_latest.zip
get /feeds/sale_comps_latest.zip
EOF
cd "$DEST" && unzip -oq lease_comps_latest.zip && unzip -oq sale_comps_latest.zip
csvsql --db postgresql:///market --insert --tables costar_lease_comps --overwrite lease_comps.csv
echo "$(($(wc -l < lease_comps.csv) - 1)) lease comps loaded for $WEEK"
