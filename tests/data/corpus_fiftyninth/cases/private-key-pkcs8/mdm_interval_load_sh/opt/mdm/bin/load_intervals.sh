#!/bin/bash
# load_intervals.sh - pick up the head-end system's 15-minute interval export (Landis+Gyr Command Center, CMEP files) and
# hand it to the meter data management system's VEE job
# cron (mdm-batch01): 40 */4 * * *
set -euo pipefail

INBOX=/data/headend/export
DONE=/data/headend/loaded/$(date +%Y%m%d)
LOCK=/run/mdm-load.lock

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPMbOuAWB5MT/yDM2VX1vnj3w33CfNqSEBbZInJgChMEVwAlv
isxBf0BIDD4cAyGiAsTWnPt5vQYnq6t50zCCASIwDQYJKoZIhvcNAQEBBQADggEP
AN8rZrK4GpatCFDZGM/Hk+VxR8k1DB7AUMwRs9GBEd5TrdbNytYSXfzJ/1CH6fAl
nqYXYgY59AjQMo1DjZY+D0LmYnR19WbvGE14+E1jLZO4bH9N2Lh4xc+JRiJe8O3S
misk38JXt/c8CNDsY/xfR7BrFi9I2UgcLxX8GG0iuJPZmYxpAM7PUxUfa4t9D9QG
UbkvVHEsaO/Nk81OLO8up35zjDL6MZIbvlvUSlaamjngqBkGfwy7K1pYWz3i7l63
Lni87hSoiLUAa1tAfZ1q9KrZUzg46gv8dUvatGrsDCbZbEyUjZSCeYIV7MWZ1kfV
x3PPkAR/Zx726fzL6rswkzNOdJDEJX6WQZj6JoFhGzANBgkqhkiG9w0BAQsFAAOC
AQEAnhn4Vpa6A1nHdtqYztVPMKa63wvEycDOh6XGMA5QQxsQ2VbVjTHwuQ71YnPX
5gfMmCVfSlwnIZgBgmclhq0z8XhOokwCE1IOuU1cj82FWjuCnLchsR5ayvWe/+7M
ZwUCxLixl/VZYIHNFTzIIRI7HxwVArpzrSJSbigN3i/IHYueoCQM/ImNm33gakdJ
eoPR84PCzp5LNqQ0fPphylK7nBsB+XTkMrxVhU33+rjUuNDTLAPb+d0AaB2O9gKl
RhanV+ou4Cb4ymkQot+UIYhNlZn9Xl69GupSNynAcePCWCTxCVT5jZKl64+iWiCS
1fcz61o9BdRz/5jG22cTHrCFTQ==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

exec 9>"$LOCK"; flock -n 9 || exit 0
mkdir -p "$DONE"
for f in "$INBOX"/INTERVAL_*.cmep; do
  [ -e "$f" ] || break
  awk -F, '$1 == "MEPMD01" { n++ } END { print n " records" }' "$f"
  /opt/mdm/bin/mdm-import --job VEE_INTERVAL_15 --format CMEP --file "$f" --on-error quarantine
  mv "$f" "$DONE"/
done
