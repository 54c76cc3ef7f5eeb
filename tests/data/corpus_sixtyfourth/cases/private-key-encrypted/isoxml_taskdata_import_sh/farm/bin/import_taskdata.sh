#!/bin/bash
# import_taskdata.sh - copies an ISOBUS task set (ISO 11783-10 TASKDATA.XML and its binary log files) from the USB
# stick taken out of the tractor terminal, checks it and files it under the season in the farm records
set -euo pipefail

STICK="${1:-/media/usb0}"
SEASON="2026"
DEST="/srv/farm-records/$SEASON/taskdata/$(date +%Y%m%d-%H%M)"

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIRW6jFD70a6gCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBBm3G7fMQymxB/+DWJfwBKVBIIE
0KQY6rdsdgSzkPjHJUkL17lQhKkrcZ4ycP3i/oVlqtO8qiw0mOfHrlUaZg/ZAYyG
Fn9gZFaCQAW2eiOayVhVocG3zh+3JRwb1Tpn4jNDAt13gFIPpSmx+jDanysc6xgE
nU0DNx2/fBkcUYPfrvNRuKmciKVBCB2YHOEvB2m0dwAmE9NKw7B/E3DeWiXSpzYN
cl/aJ/EECbsqC2cfonzWiY8P2O4UPa333Pp5LWYY8t+KLyftgAcXmXtSVqT61eG6
8ypn7MZKK7EIrY8wyk9668hFMC2WsRriqROI6Z/THoGqi9JRKUkwgX3I7Q028zm6
jfoeV8BPOBMmWP7J57l4/r3vlTlyWsVtuA79R+MZxEo3W05MCLt43RhgLq6FOHli
fxfkpRpgqoYE3PfGbq0S1pBAqDwK8Mt/TdFD+NTt1cGVsvxM2DAHGi3JXlxZduNp
t9xlAchXiPly9OqE0UTE+jSTvCJuC1BFCg4oT+OwL94KZDhWwieyI/KAv6rRMm4j
qOT8Wus1S2E+LOEnXvhXxN5yAHDncjPknDeOGEM15bq0Ggf67WfOVTszkEbPZFXf
OG7QZW/vtz0oda5n0xV4fkISLVIWDA1qBYZEJdBDOpU+zSYcJCeacUsg04/D+RzV
ntjcXQwsacwdX0JA6SzFTGJAIt3PJN2qaCvGQlnlJnAJ3JwTQRlCswtCviswVmwN
sQdETo+6HhWIXjguU5r3TK9FoYHXBG9MX7RTtVMM+KFjb2/WLy7I5DWmOl1Cq2YM
bYLzDhL0UckcpdjhhFNThK/0GboZX930M0kqfDqGy/Nz5KJKnWi7L/3MxvEg9t7v
+MXtyEeEgjoDm/rW57R1Ozr3CTBpxGwfClrPbDx5f4bPnLG9wbO+WIzAIImmloOs
rzPTb9pyMKGlo5lxFyF41lNHgGMXX1qXc1tHKrengQ62OMJzZQdAeTKYLGcka05J
rUtJXt5DvgewbR3rzw+7v4a7KjTn5198Y6TvVUn/0UqV2WYOJnv/nff/RX+cwbYc
+498nMoZGUHmNB4dSy3SdCCsZq3zNG2zeMCcXCcuwEppeCwlh5OLCB0ZMEkd4MR5
Crv5O+1MzYfG0SK0q6AxprnNpiN94IcVXFwbEpHLjagIA22ZSCOkkotp8IFdl6up
s5zJf/DIKO7+8gVVztYzmWbZLMgzSFK8M6JuQqxvlBmGAZGdQHvAdRHKwEEZLQSC
Tda4kwRFXTMZu7xTt0GmLliOIVT0esWsu3Yoiau3S7ds1Ni+jNmKwngUO8u0xXZa
WcEwdvPEcrAf+jdNrGu9YYF5IreVha6iqeeVnZooCrdsvUsFWOQvWjiluEwASNsS
rjQ7dVIA9gtdJfEPtVg4yl4Tudwm8hVXoYNcWe5tNExoKQrmaTYmUES00U7DYNwP
PQKCguObBeOOwNH9R0QFSopBCwOF8W53k5iqsuzkNDIeQDTaWoaLnqHyn/vs+spv
MCG5voBYrgpeQDoA3hoy/4sobV3n2zyen+IIKACoCmGLN1NNjhJCqfELyw+duI41
ObhkkXRT4TqBjM79EEc9EvkQ2Ig2fTLqgTckaG0BN4kLvO1Q6269jq766gcvKYQC
utLl+gAC5fE06ARC/uBiqhpsSmTGixXKCiBQjligsayF
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

test -f "$STICK/TASKDATA/TASKDATA.XML" || { echo "no TASKDATA on $STICK" >&2; exit 1; }
mkdir -p "$DEST"
cp -a "$STICK/TASKDATA/." "$DEST/"
xmllint --noout "$DEST/TASKDATA.XML"
grep -o '<TSK A="[^"]*" B="[^"]*"' "$DEST/TASKDATA.XML" | sed 's/.*B="\([^"]*\)"/\1/' > "$DEST/tasks.txt"
(cd "$DEST" && zip -qr "../$(basename "$DEST").zip" .)
echo "$(wc -l < "$DEST/tasks.txt") tasks filed for $SEASON"
