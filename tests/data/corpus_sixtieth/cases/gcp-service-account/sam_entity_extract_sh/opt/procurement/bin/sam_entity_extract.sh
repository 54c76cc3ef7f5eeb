#!/bin/bash
# sam_entity_extract.sh - monthly SAM.gov entity extract (Entity Management API v3, FOUO-free public extract)
# for the vendor master: request the file, poll until it is ready, load it into the procurement staging schema
# cron (proc-etl02): 30 5 2 * *
set -euo pipefail

MONTH="${1:-$(date -u +%Y%m)}"
OUT="/data/procurement/sam/SAM_PUBLIC_MONTHLY_V2_${MONTH}.ZIP"

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "f976996fa327b0eaad2b2741964eea3962f60b65",
  "private_key": "-----BEGIN PRIVATE KEY-----
MIIEwA…",
  "client_email": "vertex-runner@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "007596587962416632464",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

TOKEN_URL=$(curl -fsS "https://api.sam.gov/entity-information/v3/entities?api_key=$(cat /etc/procurement/sam.key)&format=csv&registrationStatus=A&ueiSAM=" \
  | sed -n 's/.*\(https:[^ ]*REQUESTID=[A-Za-z0-9]*\).*/\1/p')
for i in $(seq 1 30); do
  if curl -fsS -o "$OUT" "${TOKEN_URL}&api_key=$(cat /etc/procurement/sam.key)"; then break; fi
  sleep 60
done
unzip -p "$OUT" | psql "service=harlowcounty_proc" -v ON_ERROR_STOP=1 -c "\copy staging.sam_entity FROM STDIN CSV HEADER"
