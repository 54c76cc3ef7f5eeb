#!/bin/bash
# archive_reel.sh - rewrap a finished reel's masters to OP1a MXF (bmxtranswrap), checksum them and write them to an
# LTFS tape; the tape barcode and the checksums go to the asset register
set -euo pipefail

REEL="${1:?reel folder}"
TAPE="${2:?tape barcode}"
MNT="/mnt/ltfs/$TAPE"

export SECRET=AAAAFN2rdiS:APA91bi9xU_jnDEoaWQN9n9nGIsp_V2vAw77MwuFCFAYU2-ndHvyKz07ijO7NxRVVgVXejDf5B7DLYRNk4ZrsBNXSNnRD4wQ4Ic-X6yAJkKqqL_ZwZkLJjtAr1uYxgAhyHb3Qyu4p4NW

for f in "$REEL"/*.mov; do
  bmxtranswrap -t op1a -o "${f%.mov}.mxf" "$f"
done
ltfs -o devname=/dev/nst0 "$MNT"
rsync -a --progress "$REEL"/*.mxf "$MNT/"
(cd "$REEL" && md5sum *.mxf) > "/srv/archive/manifests/$TAPE-$(basename "$REEL").md5"
umount "$MNT"
echo "$(basename "$REEL") archived to $TAPE"
