#!/bin/sh
# upload_haccp_logs.sh - end of service: collects the fridge, freezer and hot-hold probe logs (CSV from the wireless
# loggers' base station), flags readings outside the HACCP critical limits and files them with the compliance team
set -eu

SITE="Harbour St"
LOGS="/var/lib/probe-base/export"
CHILL_MAX=8.0
HOT_MIN=63.0

cat > $HOME/.my.cnf <<'EOF'
[client]
user=deploy
password="u2E59@vlWZnfwz_XPSuoBm!"
host=mysql-primary.internal
port=3306
EOF
chmod 600 $HOME/.my.cnf

DAY=$(date +%F)
cat "$LOGS"/*.csv > "/tmp/haccp-$DAY.csv"
awk -F, -v c="$CHILL_MAX" -v h="$HOT_MIN" '$3=="chill" && $4>c || $3=="hot" && $4<h {print "CCP breach:", $0}' "/tmp/haccp-$DAY.csv" > "/tmp/haccp-$DAY.breaches"
gzip -f "/tmp/haccp-$DAY.csv"
rsync -a "/tmp/haccp-$DAY.csv.gz" "/tmp/haccp-$DAY.breaches" "compliance@records01:/data/haccp/$SITE/"
echo "$(wc -l < "/tmp/haccp-$DAY.breaches") breaches logged for $SITE on $DAY"
