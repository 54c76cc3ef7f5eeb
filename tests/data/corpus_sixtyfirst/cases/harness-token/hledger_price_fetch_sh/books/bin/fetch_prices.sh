#!/usr/bin/env bash
# fetch_prices.sh - append today's closing prices of the trust accounts' holdings to prices.journal as hledger
# P directives, then check the journal still balances
set -euo pipefail

LEDGER_DIR=$HOME/books/bellweather
TODAY=$(date +%Y-%m-%d)

export HARNESS_TOKEN=sat.TdTOyavq01uMsesJVQbhze.1ec236d75028874e6013d646.L1RceRlXcjQjItYk8Edq

for sym in $(hledger -f "$LEDGER_DIR/main.journal" commodities | grep -E '^[A-Z]{2,5}$' | grep -v USD); do
  px=$(curl -fsS "https://www.alphavantage.co/query?function=GLOBAL_QUOTE&symbol=$sym&apikey=$(pass show finance/alphavantage)" | jq -r '."Global Quote"."05. price"')
  printf 'P %s %s %s USD\n' "$TODAY" "$sym" "$px" >> "$LEDGER_DIR/prices.journal"
done
hledger -f "$LEDGER_DIR/main.journal" check balanced
hledger -f "$LEDGER_DIR/main.journal" bal -V --depth 2 assets
