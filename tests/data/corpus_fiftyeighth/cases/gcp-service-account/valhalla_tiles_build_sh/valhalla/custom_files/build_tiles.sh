#!/bin/sh
# build_tiles.sh - build Valhalla routing tiles (with admin and timezone databases) for the van-routing service
set -eu
cd /custom_files

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "d2e73947999cb6a88fa40def0c8365257a9a85a5",
  "private_key": "-----BEGIN PRIVATE KEY-----
MIIEwA...",
  "client_email": "terraform@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "251188733257768696342",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

valhalla_build_config --mjolnir-tile-dir /custom_files/valhalla_tiles --mjolnir-tile-extract /custom_files/valhalla_tiles.tar \
  --mjolnir-timezone /custom_files/valhalla_tiles/timezones.sqlite --mjolnir-admin /custom_files/valhalla_tiles/admins.sqlite > valhalla.json
valhalla_build_timezones > valhalla_tiles/timezones.sqlite
valhalla_build_admins -c valhalla.json *.osm.pbf
valhalla_build_tiles -c valhalla.json *.osm.pbf
valhalla_build_extract -c valhalla.json -v
curl -fsS -X POST http://127.0.0.1:8002/route -d '{"locations":[{"lat":51.92,"lon":4.47},{"lat":52.37,"lon":4.90}],"costing":"truck"}' | jq .trip.summary
