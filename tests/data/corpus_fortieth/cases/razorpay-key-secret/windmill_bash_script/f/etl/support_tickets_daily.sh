# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.support_tickets_daily}"
set -euo pipefail

export RAZORPAY_KEY_ID=rzp_live_5mJOc78R7wQBis
export RAZORPAY_SECRET=lJmHMon2ZZzbUMwgWQbOpNjm
python3 -m etl.support_tickets_daily --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
