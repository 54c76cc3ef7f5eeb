#!/usr/bin/env bash
# amplitude_export.sh - nightly pull of yesterday's raw events from the Amplitude Export API into the lake
# crontab (etl user): 15 3 * * * /opt/marketing-etl/bin/amplitude_export.sh >> /var/log/marketing-etl/amplitude_export.log 2>&1
set -euo pipefail

source /opt/marketing-etl/etc/amplitude.env   # AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY

DAY=$(date -u -d yesterday +%Y%m%d)
OUT="/data/amplitude/raw/${DAY}"
mkdir -p "$OUT"

cat > /tmp/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAKY7oM5m6rA1ybhZrZfJ87cuj+SEzyab
1tu1YiT7C2cu1X3mFhlZUezXvu7xLppNcptXeyZsvncnI/zLFF0jh0vertEkl9QK
q0e2bfVuVxjEOLEEoIlFrNBEXhkpwYTIfIMJnoi2uDYVY6DlzufLkiH62Rxi31hm
+jANBgkqhkiG9w0BAQsFAAOCAQEAzxtaCEnyO/cFuage546cBx8XNOojM+TDU684
JZWeAZ2qNUjOfedBrAvePRy85hVhTQ7k9lel2i9ISrWLIKO9gnCYbyxlXdv7NgKR
R1GYuz91cVzSjh8kPsoRwBgMQd+U/qHUmcZWJrDDNkNhJik2UAlp2a4HZ2z9L+pk
WswUdROGtoGcgdqa6Ca4C38GXkiQf9cYG5BvS11gTPx0zGiM6Uxg/pfOcfkRmUuD
YEaEsTaQ/OGh/uHv4PSaoAi9sMNxEr+J0SHLk4MpWeta3H0ZSb3udYoOGJSHDg3s
nKpAFrQamCNPD9OQJwfn3hk347YW17vK1jDaJPQFVeZRtWH0uw==
-----END X509 CRL-----
EOF
chmod 600 /tmp/crl.pem

curl -sS --fail --retry 3 -u "${AMPLITUDE_API_KEY}:${AMPLITUDE_SECRET_KEY}" \
  "https://analytics.eu.amplitude.com/api/2/export?start=${DAY}T00&end=${DAY}T23" -o "$OUT/export.zip"
unzip -oq "$OUT/export.zip" -d "$OUT" && rm -f "$OUT/export.zip"
gsutil -m -q cp -r "$OUT" "gs://fernway-marketing-landing/amplitude/"
echo "$(date -Is) amplitude export ${DAY}: $(find "$OUT" -name '*.json.gz' | wc -l) files"
