#!/bin/bash
# rebuild_osrm.sh - weekly: fresh Geofabrik extract -> truck profile -> MLD graph, then swap the routing container
set -euo pipefail
cd /srv/osrm

cat > /tmp/private.pem <<'EOF'
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQggEyYWPLdEfTEgw8P
n5Wpo5A7advcIvXmovYijy88+EKhRANCAATE4rAAqfq/F8FWU1YrSaIo805oRrbg
Ln0WdKEpRqXozs1NNqHb/sv01DiRqo9CkMkgPeNAkXNmuKKxv0pV4Nz5
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/private.pem

curl -fsSLO https://download.geofabrik.de/europe/germany-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-extract -p /data/profiles/truck.lua /data/germany-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-partition /data/germany-latest.osrm
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-customize /data/germany-latest.osrm
docker compose up -d --force-recreate osrm-routed
curl -fsS 'http://127.0.0.1:5000/route/v1/driving/4.47,51.92;4.90,52.37?overview=false' | jq -r .code
