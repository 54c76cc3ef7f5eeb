#!/bin/bash
# export_ledger.sh - nightly: yesterday's loyalty points ledger from the POS back office to the CRM's import bucket
# cron: 15 2 * * * loyalty /opt/loyalty/jobs/export_ledger.sh >> /var/log/loyalty/export.log 2>&1
set -euo pipefail

DAY="$(date -u -d yesterday +%F)"
OUT="/var/spool/loyalty/ledger_${DAY}.csv"

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQD9VpjmRPl7WiofMxCTg7zTZ9iWjb8t6BJYKPYxf9HtjP9y8Gem
JJDqUJgi//GxXh/xdb508LBzi95smtM+85p0ivEjexqdtpwBiUk5YMFC3YHuPpd7
BRAra+M1zVQuExO7g5DFD1izsPllQa1KHAzwUhzr63JAUZRY59HDJS4gDAIVANfZ
8YApo61ep+b4+zLp5EDxLl6sAoGBAKee8VaJ4O8Gz/nJhh3+hwAnAgm8ZGcbQJMt
XN6IYN7G2TaVhG8BY+CvamimkdeNGSOEbNQXy1qBiz/yZYRpc1jbWeg3VD3nKjP5
3lsmHJyHxiHB2yr7/fs+tWOTi52h5HjuuijdU3EpaJfaU/GYBEC8gMhJXZKH3r8g
9wTGqF3HAoGBANsa4OhWoG3bB7P0Qk7IDynknXVTC0L/vrbb9ed7wkPKmUBKnXTK
kEVYbobC9Z2zQ8/Ewcg77Jns86I9QuvTteZlBWxKDrf30FNWL22/lpOHSAyhFnYD
qMnafUH7u7FwSNYAENs+wGOPGgbKP49HA2vgiUrXRfplC9OR5GTl8gz/AhUAxVQa
GGkt0F9Z6kK5+PTQJlxe1xQ=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

psql "service=posbo" -v ON_ERROR_STOP=1 -c "\copy (SELECT member_id, store_id, txn_id, points, reason, created_at FROM loyalty.ledger WHERE created_at::date = '${DAY}') TO '${OUT}' CSV HEADER"
gzip -f "$OUT"
aws s3 cp "${OUT}.gz" "s3://bramblewood-crm-imports/loyalty/ledger/${DAY}.csv.gz" --sse aws:kms --only-show-errors
echo "$(date -u +%FT%TZ) exported $(zcat "${OUT}.gz" | tail -n +2 | wc -l) ledger rows for ${DAY}"
