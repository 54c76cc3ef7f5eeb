#!/bin/bash
# archive_reel.sh - rewrap a finished reel's masters to OP1a MXF (bmxtranswrap), checksum them and write them to an
# LTFS tape; the tape barcode and the checksums go to the asset register
set -euo pipefail

REEL="${1:?reel folder}"
TAPE="${2:?tape barcode}"
MNT="/mnt/ltfs/$TAPE"

export SLACK_TRIGGER_URL=vault:v1:SBTMNzbaDiaeSdd2FH5qEd0CO/A5xnBBjVJMP/MhxadLPej7j3g6CEm/q/AGiL7JIkzEnkWiFRE1Xv0Xyr1JodvCGF2URrrV0zfym9KqfMz2Tv2D4E4rO8BkMOm6M0BIL5oRuWQ4NeQRkmNB/HJu324qMNAkYPhn3hl/M8EeSBc=

for f in "$REEL"/*.mov; do
  bmxtranswrap -t op1a -o "${f%.mov}.mxf" "$f"
done
ltfs -o devname=/dev/nst0 "$MNT"
rsync -a --progress "$REEL"/*.mxf "$MNT/"
(cd "$REEL" && md5sum *.mxf) > "/srv/archive/manifests/$TAPE-$(basename "$REEL").md5"
umount "$MNT"
echo "$(basename "$REEL") archived to $TAPE"
