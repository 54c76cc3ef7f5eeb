#!/bin/bash
# loadfile_qc.sh - QC an incoming production volume before it goes into the review platform: the Concordance .DAT
# (thorn-quoted, 0x14-delimited) must list the same Bates range as the Opticon .OPT image cross-reference
set -euo pipefail

VOL="${1:-QUAY008}"
ROOT="/mnt/productions/$VOL"

export EASYPOST_API_KEY=EZAKEAqZtLz8MwnHI72JrvfF7L3L9xd9OJIpZoROX6KwuP6jpteW6rP7H5

dat=$(ls "$ROOT"/DATA/*.dat | head -1)
opt=$(ls "$ROOT"/DATA/*.opt | head -1)
docs=$(( $(iconv -f UTF-8 -t UTF-8 "$dat" | wc -l) - 1 ))
pages=$(wc -l < "$opt")
first=$(head -1 "$opt" | cut -d, -f1); last=$(tail -1 "$opt" | cut -d, -f1)
echo "$VOL: $docs documents, $pages pages, $first..$last"
awk -F, '$4 == "Y" { n++ } END { print n " document breaks in the OPT" }' "$opt"
