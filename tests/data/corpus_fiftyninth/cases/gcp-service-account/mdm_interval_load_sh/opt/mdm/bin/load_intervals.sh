#!/bin/bash
# load_intervals.sh - pick up the head-end system's 15-minute interval export (Itron OpenWay, CMEP files) and
# hand it to the meter data management system's VEE job
# cron (mdm-batch01): 40 */4 * * *
set -euo pipefail

INBOX=/data/headend/export
DONE=/data/headend/loaded/$(date +%Y%m%d)
LOCK=/run/mdm-load.lock

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "7404c9848358abb1a9c56bbe833d49caa82420de",
  "private_key": "sm://GCP_SERVICE_ACCOUNT",
  "client_email": "bq-loader@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "514154300825375877615",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

exec 9>"$LOCK"; flock -n 9 || exit 0
mkdir -p "$DONE"
for f in "$INBOX"/INTERVAL_*.cmep; do
  [ -e "$f" ] || break
  awk -F, '$1 == "MEPMD01" { n++ } END { print n " records" }' "$f"
  /opt/mdm/bin/mdm-import --job VEE_INTERVAL_15 --format CMEP --file "$f" --on-error quarantine
  mv "$f" "$DONE"/
done
