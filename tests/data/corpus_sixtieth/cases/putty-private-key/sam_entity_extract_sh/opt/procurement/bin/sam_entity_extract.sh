#!/bin/bash
# sam_entity_extract.sh - monthly SAM.gov entity extract (Entity Management API v3, FOUO-free public extract)
# for the vendor master: request the file, poll until it is ready, load it into the procurement staging schema
# cron (proc-etl02): 30 5 2 * *
set -euo pipefail

MONTH="${1:-$(date -u +%Y%m)}"
OUT="/data/procurement/sam/SAM_PUBLIC_MONTHLY_V2_${MONTH}.ZIP"

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250606
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIFyZN7NvOMZZU+9+2RmtEll4ofyijYXBIh27OUHs
JX2T
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: b0fbc0a88d1cd9261b5457add0d8316f
Private-Lines: 1
zhhVwd7s1wi1CwFnZR6lEIDycmM7FIgcYCWQ8nfCroTqIJLBavRurfET6EylPUmA
Private-MAC: 915ac3f9d7e918acb5a2178dc9983accf950dbf33bf3ec0b2a16fdfd8f6c3096
EOF
chmod 600 /tmp/deploy.ppk

TOKEN_URL=$(curl -fsS "https://api.sam.gov/entity-information/v3/entities?api_key=$(cat /etc/procurement/sam.key)&format=csv&registrationStatus=A&ueiSAM=" \
  | sed -n 's/.*\(https:[^ ]*REQUESTID=[A-Za-z0-9]*\).*/\1/p')
for i in $(seq 1 30); do
  if curl -fsS -o "$OUT" "${TOKEN_URL}&api_key=$(cat /etc/procurement/sam.key)"; then break; fi
  sleep 60
done
unzip -p "$OUT" | psql "service=harlowcounty_proc" -v ON_ERROR_STOP=1 -c "\copy staging.sam_entity FROM STDIN CSV HEADER"
