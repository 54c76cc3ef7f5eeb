#!/bin/bash
# loadfile_qc.sh - QC an incoming production volume before it goes into the review platform: the Concordance .DAT
# (thorn-quoted, 0x14-delimited) must list the same Bates range as the Opticon .OPT image cross-reference
set -euo pipefail

VOL="${1:-HARR003}"
ROOT="/mnt/productions/$VOL"

cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=jdoe
password="tP_zW=Z-KeqU2B+6Fs3q"
host=127.0.0.1
port=3306
EOF
chmod 600 $HOME/.my.cnf

dat=$(ls "$ROOT"/DATA/*.dat | head -1)
opt=$(ls "$ROOT"/DATA/*.opt | head -1)
docs=$(( $(iconv -f UTF-8 -t UTF-8 "$dat" | wc -l) - 1 ))
pages=$(wc -l < "$opt")
first=$(head -1 "$opt" | cut -d, -f1); last=$(tail -1 "$opt" | cut -d, -f1)
echo "$VOL: $docs documents, $pages pages, $first..$last"
awk -F, '$4 == "Y" { n++ } END { print n " document breaks in the OPT" }' "$opt"
