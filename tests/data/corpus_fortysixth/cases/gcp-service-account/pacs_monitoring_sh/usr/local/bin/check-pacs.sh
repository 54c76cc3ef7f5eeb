#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.larkspur-clinic.com
PACS_AET=LARKSPUR

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "larkspur-ml",
  "private_key_id": "ad5fa3bbfd976fdcfb636f3965400f97f76680cb",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQC83K5S5Lq+xQpN\nKHtOfc8PwUBWmg8DfupSbNoCPevkFZwGadogNxV57F9Hq55rlDrEgv7hEAqKLRy/\noSmNabt2BRgPk9wwkBk9P5XLIwI9odtX5EKHqZIEYIav2uGVHdGY7xPkbSQTKUGv\nQch0cc5U+rJ5o2AQ/O4PRk5qqBV8E+iWJ5jJaFoVhkqx5PM/4NBwm8x3QHffLv+k\nUPij6iDqkwZZGCyKEuccSC4IHQUAm7TF7fP8nKRY9JzDtqqqnTe4eBDpmWdL4Hm7\nhqaHGTDbtEY8iGA02jf7OxKNYl+Zj7kgGyjFoZrQU27e74TnOW3psXEesk1l8N+p\njUMhBuJmAgMBAAECggEBAJ232B5ly8ypeIM4fXiYMvwJntPtc7ecupTomkPQccCq\nlV1CQmPjj98ZNL6xP7jC7boipiNOCZG0LdbzoMQTdL9Ud/rsRGRK1YLm+A7RHVwg\nbmnEDU9vg3efiyz1QPKJMKkDDiMUdFG01g4DBVCIQstzbkYlqJ6ML/X6vhRc4PpX\nCUROpeeWDSfZhO69iZLsxENHkWwii8Q9oxhnND4wBDUSRjZPRUc2ZDvUg/ltWJLi\nXLqgavQ37nuU+q/+lSjeDYqJts4Y/ak7fWRVInQc7m+/rROGkvyYn8Cf9YiAAlun\n47f6UHdfAvqgYCaun2xzjLHOfITUIrTBZlA5uUszGZACgYEA9CrbfBwfAZ9X/yo0\n7cMzc0IstmiqbdMYlBUPq9w2HdVnaaBEe9zqa1DV51fQ7u+CsEa1To7VKm2h3Bxd\n545FfuDO7+ondoC5PdXB7T+SpAZ1p4DNn1pPBCRUx7YD7YZw1scT52K7OgWKSnSy\n/SKjuXCVkSeM+KOXFNXmFMt7UD0CgYEA3l7V0qu4v5IPKvsfqJ797wcEkE98Tse0\n2p2Es1GLYQ/HKkx1cHCRr/awDe19ACdW91S0bydXhnN5NYJ9W4/dTUmFZ6hpjXR/\nYNvSDUDOhKNNcmxRJ51TTQo3EFNISE1n5+A02RzU+muZl6E0+bs+K6yeXy9Q5j8t\nWxUNgGTOS58CgYEA6khwnQpV7roHt8nn6l0rUuEZKVZ+fsxKGT4QiUKPDd7nknES\nN5qx4Xa9uGIP94vwSSq+oLge2nqPNMEYs8Xg0hQJRFoPPranry+NuApp6CJ39a5/\nyIRBwThmUg8Utmpr80OkOOZonvXXqU93QSSqWus2TvPmtO6FPsZHyafrNfYCgYEA\ni2Kcg48Owor3GZ5Q7xLiZjTNzZyYWmsr5VwPeJCPKA96qAaVDww/TUOwqIHBpDx4\nPRWgF61bYZdKcZC93Ma2jYDXvVmveoDs4zFVuC7USVeRbm4Y5x3C4aPLG2H3vSV/\nZRCg8EYnAJSqXkZEDO3xe0lDe9LgMGi5vTLlB2JJyiMCgYEA1RmIA0R2d7qw5szM\nq0AfhgYFl6wQaHxfdRdMsLvW36MZjGVVH2E3KK9a3zbzUIUUokdFyK7YbLdWJO8y\nC3j5U8AGbWly1zQX/zLU24jNw34v8P2AIxJZZGpUu2/M4vv+XHUFS8P6ue/LbiM9\nWysLPWY6kEARhQmNHzgcjTVhGZw=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@larkspur-ml.iam.gserviceaccount.com",
  "client_id": "715269570099369614720",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40larkspur-ml.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
