#!/bin/bash
# sam_entity_extract.sh - monthly SAM.gov entity extract (Entity Management API v3, FOUO-free public extract)
# for the vendor master: request the file, poll until it is ready, load it into the procurement staging schema
# cron (proc-etl02): 30 5 2 * *
set -euo pipefail

MONTH="${1:-$(date -u +%Y%m)}"
OUT="/data/procurement/sam/SAM_PUBLIC_MONTHLY_V2_${MONTH}.ZIP"

export PAYPAL_CLIENT_ID=AZG6Y8Xe_eti0yDYuysqkJz_UM66Pm8GrUF8lCr-ZsnWcFeIYYL2J8IsZQ_IGx_4birX0HhDqsDoizyA
export PAYPAL_CLIENT_SECRET=E8PqLn8beETIURSRwsJwbfaNu4FZfpmGDHm5F5rDbnwndVf7JXploDG9vx2uJ895Bjm3589ThHBWS_wb

TOKEN_URL=$(curl -fsS "https://api.sam.gov/entity-information/v3/entities?api_key=$(cat /etc/procurement/sam.key)&format=csv&registrationStatus=A&ueiSAM=" \
  | sed -n 's/.*\(https:[^ ]*REQUESTID=[A-Za-z0-9]*\).*/\1/p')
for i in $(seq 1 30); do
  if curl -fsS -o "$OUT" "${TOKEN_URL}&api_key=$(cat /etc/procurement/sam.key)"; then break; fi
  sleep 60
done
unzip -p "$OUT" | psql "service=pinehurst_proc" -v ON_ERROR_STOP=1 -c "\copy staging.sam_entity FROM STDIN CSV HEADER"
