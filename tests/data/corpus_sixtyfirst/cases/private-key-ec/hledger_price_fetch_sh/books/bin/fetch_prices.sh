#!/usr/bin/env bash
# fetch_prices.sh - append today's closing prices of the trust accounts' holdings to prices.journal as hledger
# P directives, then check the journal still balances
set -euo pipefail

LEDGER_DIR=$HOME/books/quayle
TODAY=$(date +%Y-%m-%d)

cat > /tmp/server.crt <<'EOF'
-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRALwC7ry+bQq6xusVWdwvnJYwDQYJKoZIhvcNAQELBQBB
2lHXP6tXssbXtakdOKCA2EpJKjrkagILJeMcK4q0Bt8uTTuHjKfNq00ILGTOYDJW
0mAJLJGAV1lxHq0rQL//Y5cpOu0ryKUfg7Ss+nKUuZRQmpIXNXtuejlJIiH7vwrV
0iF/Jea9tssWA/kl5iPz/WaaW5c7xqFUXNFaVjEz5OsrHfEgtB9UPz5VbCjnoSoa
8159FUh1GbrObToHM/iA+Fe4zYgXTttrhdsTvyDQlvOxIz5Ry0cIsHZa9RL6b/C8
3P2fnJzp+Rc9/KaGWG5lAKHXMwYQCAyph3G552cSbbieZPDo46NPwoPrS0nDnUuN
8FPRky6ZEFwU3hsWMgCUsy4227dJ0h6HVsvNKKFkYnghGXfHM8i/pJz0Pnv9uXW0
MPhbAOpCuSRt/J4wDQYJKoZIhvcNAQELBQADggEBABSTBpSkk5FgGxCQ3DIU4Shw
bIwqgXWF2GNLUXZ9FQ1svHViUcZipJbuSdhIrmnWE9qDHxwecua6L5qkryrEuwfx
BwSBXvN9jjO5T3PrsRMC9NogyChgxF/fLZYOWMVmig5b5GwAG4qbwISfGM7f8uZC
PJRnLDsW9p15ZuesM7lJxRarDZJD9Bvw1jc1nzHd9/VnEdqwSObZFIVkArko/N+G
WbrXRX2ClYK93eLEQlXnIPa4VpmUKxeLP6/andtm5K044vT75NI5Okem12VbJ8T4
eWmx1TZz3QEoVufuwJotMEg3g4/fro5vB44rYQLfUa2zW7PrkHC52bG4nYA44xE=
-----END CERTIFICATE-----
EOF
chmod 600 /tmp/server.crt

for sym in $(hledger -f "$LEDGER_DIR/main.journal" commodities | grep -E '^[A-Z]{2,5}$' | grep -v USD); do
  px=$(curl -fsS "https://www.alphavantage.co/query?function=GLOBAL_QUOTE&symbol=$sym&apikey=$(pass show finance/alphavantage)" | jq -r '."Global Quote"."05. price"')
  printf 'P %s %s %s USD\n' "$TODAY" "$sym" "$px" >> "$LEDGER_DIR/prices.journal"
done
hledger -f "$LEDGER_DIR/main.journal" check balanced
hledger -f "$LEDGER_DIR/main.journal" bal -V --depth 2 assets
