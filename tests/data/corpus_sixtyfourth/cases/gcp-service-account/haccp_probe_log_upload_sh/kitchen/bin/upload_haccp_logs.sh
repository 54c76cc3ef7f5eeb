#!/bin/sh
# upload_haccp_logs.sh - end of service: collects the fridge, freezer and hot-hold probe logs (CSV from the wireless
# loggers' base station), flags readings outside the HACCP critical limits and files them with the compliance team
set -eu

SITE="Airport T2"
LOGS="/var/lib/probe-base/export"
CHILL_MAX=8.0
HOT_MIN=63.0

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "da7ee7359fd38c4d804d93a1c3cc2ad6cb101371",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCoHSFCbwFpyDI0\ntPRAAp6Q1GjjpB6IPXKuACKVfm3kPx+jhtWZdLWlEhYTiLsV1lwUpuybs6t3hmRk\nj+UjutLvdJepOTeDbDjRVthcDUMRfRTGs3YxEAfljNNynxzrlsU+bzzCh5mj37hi\nS9DSkV2bc630PZy/U6dDlW7KBX4Ok3K6Y6VyQe7BfO7+g9mGUOiYnvkSAJdo/Abt\ng+aeMnRDyytuoo/wMUadCdwE85JvEXiWXiIkxJ0IPnpH6fYjYUYcgSlFKLTd+0jV\nXiXLAeE4qDeXtX0JuK4oK1Sp2rj3XNGBktpmQTtcxRiSyEUiY53AsvMOi5EAp8Sl\n6LyoC+JaAgMBAAECggEBAMjBycrr8VqxHnxOVRKebHOeA6h7GREvD2ExEBSMLv3U\nHGojpG7IkaPJYf9gwKVeeRzPIK05lYxOm8fZnmcS0KYl99d3Q4pK0ys/PBEGY7Hs\nR4awFO9IcweUh2x24IhtxHwhE7hZRQJivrSIOSksRyeAlIfRUZejiX6BJGKJIo/3\np2Hf8wVq4jhJZkyaxKWrUC7qoma8rQyGi6W/N3cveV07aHjISGTN2l9ypPV8xzDg\nhhLGALw6fvOCzDb2vYdv3kiCOY56hEuy7V5fkennvQtPUuapZ+jzvBa3mmzOtXOZ\nqknEBolRMmPx5dbRlCkWJQoNIYni/s7u2hah847o5VoCgYEA/5oWf+6JsayeHXbw\nw3bQHYEMoodY6IP0jkRvh+EXnEzX/V0+FF8o2dHYr51Iq+sQBrHaIrijMxmcUxiA\nB7nIx15K0lLMaWNaMUHFctdwlw16LJqWvBCOe0EivLKIfxHn39OOspR+weOAaRAg\nYDa5KKLcwwQjTSn/nUYksB1BAhECgYEA7EYhh466xwHIQ+MFfTk1CL7E6hEQ47PK\nLghkPuKDqB1QMpMKklTM8HRr8OLxx2y+gCN0nqOdA4JOdu7/3y5hQuTEuqmbCA6a\naDa4a3ibEKKMC/nD6SIL7T2Ln21KWxDsrDWqrzfBndR9OFbgRR7wdrQjA6GFFyIS\nrcjRnqfUZqsCgYEAt11E4qfhFnm5aTRl4xH7MkrlgbxV/X3hy3jF1ENiDBQ1bEvm\nev2RxGu1Q5vkOKGm8AhLrQFYoeFquR/0qfunMl45Ni7IIoMB+rhBarsM+CxZsjm9\n9Pf9ZCzGPbbLOxotW0vCA4ZkRksO6KqBKdoonX+pZMazpZZ/2erWQ+uqwqwCgYEA\n7pUTlGSsuJj38R0+SHbHElbEalj5e5SfAsmQ05d0ssPEgtAYM5shNJShQdjXTdy1\n2Nkx5WHwwIP3JJm9IdMC64RNwE9w6va3PdAHg3a28IkG7lTS4OIObKcisbrrOxmK\n7uYCFPto4tv6NGe2ZAuxrFsV7qXRU453Pia+51kozkkCgYEA7qs0wOckGFgiygTF\nCBRI52qCqRgYQUEH4ULEQnP1d96YsCeCB5/bpt5y5i5+MxgRcuW4j5dL7U89ZqlO\no8TuvWKVPwtfmo1f4hy2lvdcA99TUCV4FD0XiZQOCz/zQGSAgHeYP/eDGvx9yVcl\nWxpsNUPlSUjv05UJuzjNqggFfr0=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "980234412048011233863",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

DAY=$(date +%F)
cat "$LOGS"/*.csv > "/tmp/haccp-$DAY.csv"
awk -F, -v c="$CHILL_MAX" -v h="$HOT_MIN" '$3=="chill" && $4>c || $3=="hot" && $4<h {print "CCP breach:", $0}' "/tmp/haccp-$DAY.csv" > "/tmp/haccp-$DAY.breaches"
gzip -f "/tmp/haccp-$DAY.csv"
rsync -a "/tmp/haccp-$DAY.csv.gz" "/tmp/haccp-$DAY.breaches" "compliance@records01:/data/haccp/$SITE/"
echo "$(wc -l < "/tmp/haccp-$DAY.breaches") breaches logged for $SITE on $DAY"
