#!/bin/bash
# load_intervals.sh - pick up the head-end system's 15-minute interval export (Honeywell Elster EnergyAxis, CMEP files) and
# hand it to the meter data management system's VEE job
# cron (mdm-batch01): 40 */4 * * *
set -euo pipefail

INBOX=/data/headend/export
DONE=/data/headend/loaded/$(date +%Y%m%d)
LOCK=/run/mdm-load.lock

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCOO4QfLJwYTDP2WFFFEN6vCrXme5C+RFfYRra6Ym3XpdSbsltf
SxbjJ+jT/QcJfXEDhvjqsNutOhlii9rPeuXs+XGkm6AvXboqgo4bDlxhizyDFIFY
/W51T+SUTlbTRNgpW3HGEqFyYmixBcG+Dl9McESDsAzkH3d0Oc4SWopVSQIVANp+
5UIS8TtzkPigEqzbCEsArncRAoGBAPc1MMTUlBaqd0Wdt7m3IT4im542T4EGrg9v
pYe0MKOCqpXU43PWzRAgDcU9kxKZf2I7ituIjbBHebSNQmZ6qRdYg4fVXU6Qq/w7
/w5D0pP9UhzOcO/cs6WCh7+An3tAlgw1Fz8LHKZ4JkXZyMrerKv3hYaW0SCd3d2p
irSFvXBqAoGBAKD31Jl79Mr3mmuricdmPeJcqZg9S7LUlU6Y5ZaICEq6gd4jsELr
kOltWoA/G40Q2BPyJoi5foeXwpAX8HAnVQM0QWg62ei2jtKFiQprx40DdqIEtbXx
jkNh8Acw0N0sYVeEMUL2zB5bigUj0hDaWIoqiYEPlGfPvJ/0gjsyDyxxAhUAuYkD
PruZFlK2uHEQvG9jbAddsGo=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

exec 9>"$LOCK"; flock -n 9 || exit 0
mkdir -p "$DONE"
for f in "$INBOX"/INTERVAL_*.cmep; do
  [ -e "$f" ] || break
  awk -F, '$1 == "MEPMD01" { n++ } END { print n " records" }' "$f"
  /opt/mdm/bin/mdm-import --job VEE_INTERVAL_15 --format CMEP --file "$f" --on-error quarantine
  mv "$f" "$DONE"/
done
