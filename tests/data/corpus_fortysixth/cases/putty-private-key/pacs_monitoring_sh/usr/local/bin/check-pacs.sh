#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.cobaltpeak-labs.ca
PACS_AET=COBALTPEAK

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250701
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIBlD7Sz6WjCP6CVYZUgIfX8d+GisKuhn90l1Fz0G
T+ub
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: 47bf83bd63edb19bbdd35ecc6bd112bc
Private-Lines: 1
YC550oeml8fYR563xTogQ+HKyyJ3+PUpG7Tf9UOMZVenW9FaokJOhbzzp+PSnSjJ
Private-MAC: 0e9e33638342481de58863153d0e02b0812fe721c4f11949be66d8de2edb13e9
EOF
chmod 600 /tmp/deploy.ppk

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
