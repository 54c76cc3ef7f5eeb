#!/usr/bin/env bash
# ttb_monthly_export.sh - month end: exports bulk and bottled wine movements from the cellar database and builds the
# figures for TTB Form 5120.17 (Report of Wine Premises Operations) for the compliance manager to review
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
BWN="BW-WA-15824"
OUT="/srv/compliance/ttb/$MONTH"

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDdD377mQQz2/udsOYRYmdurTpXwNineTfL2JNJuQMZd2H52RAx
j0IPI9DQgdljVnofzuFbTYzb428iq4AW7Na6voM7SFN14P5nrMb/RJxFQCfeeqFw
dpxhXAH+Mwv1CGT18VGJLJrLLFiLQpnzVwF5FkZZErMNr22kkSAep72HdgIVAIy6
U3VlRVK5jMLOVdxL2up6IVHRAoGBAJcFvsh/imPtobHKVFWilVUBh+trhkOFDUwl
iK5QBNe41Guzhhr/7ldLhuzW45MU37Z84Ed6mSWWJ0eLKcL327k+E8soUx1d45RP
yygE3e+Tkb7Htg6zp7Gf6zq+3GJE4sUKAvkplKimAEw9HfYxf+nMtP+SMUjL8sZc
QpnVeXAUAoGBAJfG11rKWP77HHnBb9HiGum/Y4pazk/8n/pRBf72ltCvzz6CKjZ3
N2kinIJQQdIvNnNSXCt/6i1BqpMLLpYEhhTwSZzxi8LvpRbXPgX2uAMCc++uhJmS
ge5aZngRkThuGJm6m+dFUhEnOC5iSeXhmWPAECk5Ffad6UMFCgmy2gq6AhUArrUY
flbSSmOSArZrSvuqnV2jOpA=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

mkdir -p "$OUT"
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_5120_17.sql -o "$OUT/5120_17_part1.csv" --csv
psql -X -q -d cellar -v month="$MONTH" -f /opt/cellar/sql/ttb_bottled.sql -o "$OUT/5120_17_part2.csv" --csv
echo "$BWN $MONTH: $(tail -n +2 "$OUT/5120_17_part1.csv" | wc -l) bulk lines, $(tail -n +2 "$OUT/5120_17_part2.csv" | wc -l) bottled lines"
