#!/usr/bin/env bash
# amplitude_export.sh - nightly pull of yesterday's raw events from the Amplitude Export API into the lake
# crontab (etl user): 15 3 * * * /opt/marketing-etl/bin/amplitude_export.sh >> /var/log/marketing-etl/amplitude_export.log 2>&1
set -euo pipefail

source /opt/marketing-etl/etc/amplitude.env   # AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY

DAY=$(date -u -d yesterday +%Y%m%d)
OUT="/data/amplitude/raw/${DAY}"
mkdir -p "$OUT"

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "5ff4a572a10e45f2a20aea5618b933093f6d1a4e",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQD0QYE96VOrFOCV\nRrWzv9C0HdAGyUhfcmdq1tUtq3SU9v4hUk+B1+KgrFPo8EmV91Jd0RxSQCX0I8xR\nYK7HqBMJ2SD2S28TxgNp5lZ0jff2GTcA22jZIo1r8Uwk5BsbiKzLHIr7J+20ytqn\n1A+kgEeTKB4XajFlxT4B2AR1WBcO2oyIfFap2NN6nYcHgVeR7NBqJ7jgsYHOe6ni\nVpP6fm5I4DYGLeg305Uq7zQoTXZ27ebf6essCMxHXcSJuhxX5GuUSSyvTBbtnvQE\nbaGuqsatOcB407/875jx7b2G8BqI2Jz5H2cv/dJ6rvYs9hSzm3DP5w1AQohZkjBK\nnUX3CsVsAgMBAAECggEBANqNlftSBJzis/QJwtFjjxhSKSqTRKEwhHS5jFk+6mvO\nQGou8GYVapHxwKuZ/ZS+OKUN84yf9KLg46FuDkmNV/nA8LCM5odVD+ul9gHZmGAw\nXMjFUT9I9eqjIX5NvEh96MlwzG2pXUohEcZldL+b/6EqPyS0+OiBZvlrnViW1P6m\n2YvRXuPBzJqRLUbsvtVoYBUAwbEyIEB/dPpE3w5Ingim/jnyiqx7r6t3EHR5Nj/c\nARdiBg2CnmIYy3REoctqYD/Pu8luxFhqYfN//LeeadlHrt6qV/PUDZkrumiClyMh\nauH/IRSHSIRkLOszyfPVNwZMNvigpvw4qXJMfosAclMCgYEAgXlTbfbo/nostNfX\n/yjmXSiie5ymIgP1ehSWdq5E2g3X+zPJ4/7RbNxTawnHcu7aQawGc36V1/RtMa8c\nKrhTqgzGfq0u6OQCoHL0/dvWK0xn1dJTMsmDbsgAX6aCwCKKeD6DzFhN6fJ2hNnQ\nODqD8NOp5UZz3/dDTmc/CXVgWqsCgYEA/zTM60/LIS8H1+gsWEN/6SE/37SgsTKi\n2OdkO+TLzh50G9yI7chiUM1E//8I9L6c3Nf5m+tQdhfACHd1y1JpUAeZMc6DN4qs\nxQb3qchfMqhQkQ5E9G3EuA0I4uuE2Cq2olPK4PsbV4FQJ+lE2jU040Syg9MTeNAe\nj1SFKLAAhIUCgYEA3Wwv4U1BoSaptMCh7OEZM8dMlllVHhjfKiZerTBToaGxSmvd\nW1dWps1trRSsZRry8LblRaJ/ASJ5sWkmfmJyU9UMhQFe5dksxweLQyvnMx1iRhP9\nV2ZRPIdkI+isPuUTpHZcFoVJTTfZVJ+LFybx2L69mW4EzOfcGsLobuLxDw4CgYEA\n3UuhvF+djYtpVcEaeJ10av8BfeZZfZLtRgkw7Jeb7SgU43HucNo/CMtVVLOC9xFU\n3/Hz5yARuqK4sFOUDEZRbNMc8peiqHvZLt3F/O8RV9BLQbAwUKXL6Bet54RQ4lTN\nw+xHs+m1wzAdXwRaLYLhe8Ag7zyGk58HqKDtfpJHF+0CgYEAo2ic3tlXZZ4w8sul\nPov00u9GP7un0jT3CxsE/RBSBVvLKwd+FjzlGizN+nVAiITkljq+3oUcW2+hNGFs\nDXPefcXLjHJp1HmqBUKHoNoRyJZSFCNGLc28GEw/J82ODUZlASGvoyajhi+E39mY\n+esWRa5lFpiX/BEEaaQcVKU8cWU=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "825424372390848338777",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

curl -sS --fail --retry 3 -u "${AMPLITUDE_API_KEY}:${AMPLITUDE_SECRET_KEY}" \
  "https://analytics.eu.amplitude.com/api/2/export?start=${DAY}T00&end=${DAY}T23" -o "$OUT/export.zip"
unzip -oq "$OUT/export.zip" -d "$OUT" && rm -f "$OUT/export.zip"
gsutil -m -q cp -r "$OUT" "gs://kindred-marketing-landing/amplitude/"
echo "$(date -Is) amplitude export ${DAY}: $(find "$OUT" -name '*.json.gz' | wc -l) files"
