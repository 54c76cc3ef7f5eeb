#!/bin/bash
# archive_reel.sh - rewrap a finished reel's masters to OP1a MXF (bmxtranswrap), checksum them and write them to an
# LTFS tape; the tape barcode and the checksums go to the asset register
set -euo pipefail

REEL="${1:?reel folder}"
TAPE="${2:?tape barcode}"
MNT="/mnt/ltfs/$TAPE"

cat > /tmp/id_ed25519 <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCOxAZ4/UZKmiPc5t4SFp0xTKVn9R2POyvJtK/2u7bn3wAAAJDcI+W43CPl
uAAAAAtzc2gtZWQyNTUxOQAAACCOxAZ4/UZKmiPc5t4SFp0xTKVn9R2POyvJtK/2u7bn3w
AAAEAHDk3MkGjcAdaN1m6tHmJe7fA6r+IKx+/0zgWQPSZ6247EBnj9RkqaI9zm3hIWnTFM
pWf1HY87K8m0r/a7tuffAAAADWRlcGxveUBsYXB0b3A=
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/id_ed25519

for f in "$REEL"/*.mov; do
  bmxtranswrap -t op1a -o "${f%.mov}.mxf" "$f"
done
ltfs -o devname=/dev/nst0 "$MNT"
rsync -a --progress "$REEL"/*.mxf "$MNT/"
(cd "$REEL" && md5sum *.mxf) > "/srv/archive/manifests/$TAPE-$(basename "$REEL").md5"
umount "$MNT"
echo "$(basename "$REEL") archived to $TAPE"
