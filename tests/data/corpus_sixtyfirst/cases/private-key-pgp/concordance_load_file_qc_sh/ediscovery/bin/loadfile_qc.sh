#!/bin/bash
# loadfile_qc.sh - QC an incoming production volume before it goes into the review platform: the Concordance .DAT
# (thorn-quoted, 0x14-delimited) must list the same Bates range as the Opticon .OPT image cross-reference
set -euo pipefail

VOL="${1:-QUAY013}"
ROOT="/mnt/productions/$VOL"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZTl8xhYJKwYBBAHaRw8BAQdASnI1YjAlsP+ZcF212EpKKW5v38L5cKtKE+oS
EJlPr9MAAQCvpz5bsh29bJHXlG3aj5241bH0o66pCmmzkurN9bBmORM2zSFPcHMg
VGVhbSA8cHJpeWFuQGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgpiRsZg5kLSO1BXeP8l
4/fvez/aJEXvQR01iXbZDMCcRlnHkFhMIm/A9bYD54dOcmlmFHQ3uiY/DXLVglTS
8xH8c3e94D8iBDV9c6KXt303hAQr5sUthRFZayEQjBFknHSLu0GUlc8pG6p6v5dD
Iv9kVVoJaljgyj4=
=QhhV
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

dat=$(ls "$ROOT"/DATA/*.dat | head -1)
opt=$(ls "$ROOT"/DATA/*.opt | head -1)
docs=$(( $(iconv -f UTF-8 -t UTF-8 "$dat" | wc -l) - 1 ))
pages=$(wc -l < "$opt")
first=$(head -1 "$opt" | cut -d, -f1); last=$(tail -1 "$opt" | cut -d, -f1)
echo "$VOL: $docs documents, $pages pages, $first..$last"
awk -F, '$4 == "Y" { n++ } END { print n " document breaks in the OPT" }' "$opt"
