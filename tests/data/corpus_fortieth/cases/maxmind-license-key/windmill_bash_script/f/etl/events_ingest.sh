# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.events_ingest}"
set -euo pipefail

export MAXMIND_ACCOUNT_ID=864993
export MAXMIND_LICENSE_KEY='ENC[AES256_GCM,data:J4YjIBZDUrdeSvfrX17rEqGzEmxh+CKr9Zo8YvVgIVQmcYSh9VV3Eg==,iv:4tloYhcbsULTa6jCNZLre7sJZshgNIgp7O4+fKrfWHo=,tag:iRzvbPKudSuW9S3j2sKMTQ==,type:str]'
python3 -m etl.events_ingest --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
