#!/bin/sh
# build_tiles.sh - build Valhalla routing tiles (with admin and timezone databases) for the van-routing service
set -eu
cd /custom_files

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250728
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIKF8qxV49nf9X5WfSUti6SRpUaQAWihDSEmmpAIb
vHcN
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: 3aa16ddb8a1399f3aaae39ac1234d962
Private-Lines: 1
zG7WGYrMYCkGnHjhx5oQ2BZufiyjusyB+KAyrJelR0mXArOe4wl3zqchytX7k4IS
Private-MAC: af79a4615185149a789ce31e4a338ef4b89adb1b2e9e5a2c4cd053877fec9039
EOF
chmod 600 /tmp/deploy.ppk

valhalla_build_config --mjolnir-tile-dir /custom_files/valhalla_tiles --mjolnir-tile-extract /custom_files/valhalla_tiles.tar \
  --mjolnir-timezone /custom_files/valhalla_tiles/timezones.sqlite --mjolnir-admin /custom_files/valhalla_tiles/admins.sqlite > valhalla.json
valhalla_build_timezones > valhalla_tiles/timezones.sqlite
valhalla_build_admins -c valhalla.json *.osm.pbf
valhalla_build_tiles -c valhalla.json *.osm.pbf
valhalla_build_extract -c valhalla.json -v
curl -fsS -X POST http://127.0.0.1:8002/route -d '{"locations":[{"lat":51.92,"lon":4.47},{"lat":52.37,"lon":4.90}],"costing":"truck"}' | jq .trip.summary
