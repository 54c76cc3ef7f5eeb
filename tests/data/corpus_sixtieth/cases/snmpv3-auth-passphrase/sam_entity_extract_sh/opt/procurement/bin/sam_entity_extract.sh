#!/bin/bash
# sam_entity_extract.sh - monthly SAM.gov entity extract (Entity Management API v3, FOUO-free public extract)
# for the vendor master: request the file, poll until it is ready, load it into the procurement staging schema
# cron (proc-etl02): 30 5 2 * *
set -euo pipefail

MONTH="${1:-$(date -u +%Y%m)}"
OUT="/data/procurement/sam/SAM_PUBLIC_MONTHLY_V2_${MONTH}.ZIP"

snmpwalk -v3 -l authPriv -u netdisco -a SHA -A Copper.ember5887 -x AES -X 'PzBrmkfM8OTWjsus#48' 10.33.0.160 IF-MIB::ifOperStatus

TOKEN_URL=$(curl -fsS "https://api.sam.gov/entity-information/v3/entities?api_key=$(cat /etc/procurement/sam.key)&format=csv&registrationStatus=A&ueiSAM=" \
  | sed -n 's/.*\(https:[^ ]*REQUESTID=[A-Za-z0-9]*\).*/\1/p')
for i in $(seq 1 30); do
  if curl -fsS -o "$OUT" "${TOKEN_URL}&api_key=$(cat /etc/procurement/sam.key)"; then break; fi
  sleep 60
done
unzip -p "$OUT" | psql "service=wexford_proc" -v ON_ERROR_STOP=1 -c "\copy staging.sam_entity FROM STDIN CSV HEADER"
