#!/bin/bash
# pull_comps.sh - weekly lease and sale comps delivered by CoStar as a data feed (zipped CSV on SFTP), loaded into the
# acquisitions team's market database for the underwriting models
set -euo pipefail

WEEK="$(date +%G-W%V)"
DEST=/srv/market/costar/$WEEK

export MS_TEAMS_HOOK=https://larkspur.webhook.office.com/webhookb2/ddc35467-979c-479c-89c5-c51aad876160@ce76bd4a-5e48-4518-b896-bcd135d7110f/IncomingWebhook/b257cfb46687aaccfa102626438156ef/1ed30370-fa93-4c5f-90a1-03f7b607cf30

mkdir -p "$DEST"
sftp -b - -i /etc/market/costar_rsa ashgrove@datafeeds.costar.example <<EOF
lcd $DEST
get /feeds/lease_comps_latest.zip
get /feeds/sale_comps_latest.zip
EOF
cd "$DEST" && unzip -oq lease_comps_latest.zip && unzip -oq sale_comps_latest.zip
csvsql --db postgresql:///market --insert --tables costar_lease_comps --overwrite lease_comps.csv
echo "$(($(wc -l < lease_comps.csv) - 1)) lease comps loaded for $WEEK"
