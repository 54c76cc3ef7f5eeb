#!/bin/bash
# rebuild_osrm.sh - weekly: fresh Geofabrik extract -> truck profile -> MLD graph, then swap the routing container
set -euo pipefail
cd /srv/osrm

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACB7S7hkL1rLyaRwnhcfYbrXsdd++jEhPxLWB7lpbQQ0ngAAAJiyNO76sjTu
+gAAAAtzc2gtZWQyNTUxOQAAACB7S7hkL1rLyaRwnhcfYbrXsdd++jEhPxLWB7lpbQQ0ng
AAAEAOXvAKVC5vfquGzg8DfM32vdquRFUtRswvVJbXT4hix3tLuGQvWsvJpHCeFx9hutex
1376MSE/EtYHuWltBDSeAAAAEWV0bF9yZWFkZXJAbGFwdG9wAQIDBA==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

curl -fsSLO https://download.geofabrik.de/europe/germany-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-extract -p /data/profiles/truck.lua /data/germany-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-partition /data/germany-latest.osrm
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-customize /data/germany-latest.osrm
docker compose up -d --force-recreate osrm-routed
curl -fsS 'http://127.0.0.1:5000/route/v1/driving/4.47,51.92;4.90,52.37?overview=false' | jq -r .code
