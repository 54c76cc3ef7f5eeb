#!/bin/sh
# build_tiles.sh - build Valhalla routing tiles (with admin and timezone databases) for the van-routing service
set -eu
cd /custom_files

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQC74KwCVB+wAI762hf/tWkO1l5NJW2FrV4xBQufIYqsFws7h2na
gQMacWIsq+/+CeYcVWrGDLJLsL63niEm3YaN4JraqqenlGwopND1vWdJStkaa1A8
FPfyEfME89l4Inv37MZHjI7qHkVS0Tp0DqetXo9S2N0IIlOwCZF4AR1MxwIVAJaw
dHH6MmLyRI9R+XCA2C3LJ8YzAoGBAJ8/g+pXLcEOFRwxFgKWHbnt/iXIe0+HGy8f
HMK4iN6vahUKSIZHyWGZyKJho6sl1L50M8kejlfo6jDXrbASDnpT4H8S+jizqtpv
A9zqAY+dtMLz4rSMzcrsL2Qy1cpbkG1mFa3VnAoMn6lRnKbsQjOzYhGk3+5hhhMq
q/rEDlT/AoGBAJDkc+9SU66hVQKjuV6QBtX5M4h7GP7WrfQbDKONZ9tpjQ5SOyau
qbRWt1rLiecMXsnnIVQ9NYqU5k8sFP+7vtfyZ2yMNiMhya/ptKvMIcIUrVapRKIR
sRNm4o2im18zoiT2UsoowNr1gCGlrYpF8/iX4dhBgWtLV1rdx4lM99HDAhUA7PGi
YmuTrBr1HTcjIF7q/F/QYlA=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa

valhalla_build_config --mjolnir-tile-dir /custom_files/valhalla_tiles --mjolnir-tile-extract /custom_files/valhalla_tiles.tar \
  --mjolnir-timezone /custom_files/valhalla_tiles/timezones.sqlite --mjolnir-admin /custom_files/valhalla_tiles/admins.sqlite > valhalla.json
valhalla_build_timezones > valhalla_tiles/timezones.sqlite
valhalla_build_admins -c valhalla.json *.osm.pbf
valhalla_build_tiles -c valhalla.json *.osm.pbf
valhalla_build_extract -c valhalla.json -v
curl -fsS -X POST http://127.0.0.1:8002/route -d '{"locations":[{"lat":51.92,"lon":4.47},{"lat":52.37,"lon":4.90}],"costing":"truck"}' | jq .trip.summary
