#!/bin/sh
# loudness_qc.sh - broadcast delivery check: integrated loudness and true peak of each programme master (EBU R128 /
# ATSC A/85 via ffmpeg's ebur128 filter); fails the delivery when a master is off target
set -eu

TARGET=-24
TOLERANCE=1
DIR="${1:?deliverables folder}"

export DENO_DEPLOY_TOKEN=ddp_7lJsccUFlgXAghGFFA9MEnKUR7LOSk3RuUjQ

for f in "$DIR"/*.mxf; do
  I=$(ffmpeg -nostats -i "$f" -filter_complex ebur128=peak=true -f null - 2>&1 | awk '/I:/{v=$2} END{print v}')
  echo "$(basename "$f"): integrated $I LUFS (target $TARGET)"
  awk -v i="$I" -v t="$TARGET" -v tol="$TOLERANCE" 'BEGIN{d=i-t; if (d<0) d=-d; exit (d>tol)}' || { echo "FAIL $f" >&2; exit 1; }
done
