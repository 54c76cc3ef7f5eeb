#!/bin/bash
# export_ledger.sh - nightly: yesterday's loyalty points ledger from the POS back office to the CRM's import bucket
# cron: 15 2 * * * loyalty /opt/loyalty/jobs/export_ledger.sh >> /var/log/loyalty/export.log 2>&1
set -euo pipefail

DAY="$(date -u -d yesterday +%F)"
OUT="/var/spool/loyalty/ledger_${DAY}.csv"

cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQD9YGjtbBV88WpP
NQLmb76+3pcbfqaZw89qHn3aN53PBI3xmLTpB4hqPW9kP7C6oXyOL5JsXJSXU7jM
0XTOlf3icmlgh4+/ukR3yhohQIOgUzg4cFMTX3r5psBp0nsHVL8/k+qrr7G9Ybxn
SS6OhbWZh/a4tb+yzkPMcglajoQdLv+bzpFDMe1OmJZQ3HrRqcM5zphv8vfnHVRk
BFdUQkjTOqhQNgbsnh9ttfo2Fd51kcsHdKGtIXuy2JVT6tfDK1aEC++m0ij4ixmF
nCODeKaQI/KTM9HC22gxCXHzMTV4Aq0vbGppA5pUfo3h3JJ/umRJVKIVAg/iXIFM
l1n8HzgLAgMBAAECggEBAIC89FmOJcN3QLNfgNYVXVNRNtlXkih+85qSG9amuIZm
h3KnekACgf9AeCgr7SevPJYCt8ER09vQ47AOgef17L+08mR87AvDBYsOoDZ8bUyo
cIH2VDSrNRvc7Lq8PBWgSImY4jmp8X4sBdBot3nKn1IeBZ91rsK3b/gQ4DZfDYl0
4Ml2I6vsExtN+NsKD5q64XOWPqujtE2qSXHYQtmEhIgHZwHrL8yZU7VOMvYuhT3J
zQbrwBhWLEkuZzMeDbLIyWZlBR4oGgfvR8jnsaDISvGYXPDTMGki5vyz55dyeNDt
/Z/G5HJI7+aI86T+fmZ36x3tHFVjIc6kbbYZ1Ie7G44CgYEA6ujAzlI/rNZt/dcP
Laz93kBgLPMHChGx+JMtz1W5RqmbcCkSWmDdewzTiKoe315E/7cxsH/BwX5gVFHQ
c/NUROaLwnT+NTNNPfdHF+/3r1000rIfWvpsoqrCT+pkIrzDzmHt/i4122SBAeE3
x5njBmt0gFKzaRKUGjk9yhZ2hq8CgYEAvZHcUzdU3NnpxxF3twoPDTOnWZC6vvm1
O3lpajktwPOov9wL3O/UcX2l3gQAv0fIES3z0osS7giLu/ClNEH00UOeUDDS+o4b
0Fd4eovlx6bNf3dip+a9k1xyhQnJ9SubU9RFNL3fUDV6LQIX4oLAHIvMQqdzLDwi
VhE2mWl5c/ACgYEAhYEUDmEQosl11MyIbBs8U9tDTPXYEuknxMvdY2kMvNPCtHo/
VidDFlaEV27b/6U8qRlRRSukDd0aaLGRwnAfFzEhSI1tHaO/yqLc7II4UtzZR8rO
AyGSfFRTgmlBXwQfuV4eqteupeYAGaU8s7h74IQbDMgxqUG9qFnk8Zjh40ECgYEA
svbC8XvAjovCW5Bdg4iqhZuLh84iV+17m4wHFdg+bC+PrxAh6C2ya3LRm2Tf0cqy
HPRH/Og0gpDhjGcyt9g6JBPgd2OtBv0NzVf+NlJUoBnaUt2aNFHM4rX2hn6okRV7
cVcSEu8V+GKgfn0x/cK4tNxXd5wQPQ9Ny7hlm53rmH0CgYEAnlz4W8cWGUYOiWQX
/y9/e1yDcQIvkyBJkka/HulesLUEA7iMLlqf7zYHBbcF5dmaaPhOXzXRj32TLyXj
7OdYswk37yWFeU8VZMQDRpcVwlDs3TqR8Kzyiz33qq6qIGx883aTcCEh9oIM9aWO
ozMmoSi7wGojfgoB0F/r/bKSsuE=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key

psql "service=posbo" -v ON_ERROR_STOP=1 -c "\copy (SELECT member_id, store_id, txn_id, points, reason, created_at FROM loyalty.ledger WHERE created_at::date = '${DAY}') TO '${OUT}' CSV HEADER"
gzip -f "$OUT"
aws s3 cp "${OUT}.gz" "s3://bramblewood-crm-imports/loyalty/ledger/${DAY}.csv.gz" --sse aws:kms --only-show-errors
echo "$(date -u +%FT%TZ) exported $(zcat "${OUT}.gz" | tail -n +2 | wc -l) ledger rows for ${DAY}"
