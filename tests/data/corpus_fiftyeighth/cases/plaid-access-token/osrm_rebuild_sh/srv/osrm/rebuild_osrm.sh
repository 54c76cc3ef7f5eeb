#!/bin/bash
# rebuild_osrm.sh - weekly: fresh Geofabrik extract -> truck profile -> MLD graph, then swap the routing container
set -euo pipefail
cd /srv/osrm

export PLAID_ACCESS_TOKEN=access-development-09f0902b-0c40-4261-b634-354e3724ec83

curl -fsSLO https://download.geofabrik.de/australia-oceania/australia-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-extract -p /data/profiles/truck.lua /data/australia-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-partition /data/australia-latest.osrm
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-customize /data/australia-latest.osrm
docker compose up -d --force-recreate osrm-routed
curl -fsS 'http://127.0.0.1:5000/route/v1/driving/4.47,51.92;4.90,52.37?overview=false' | jq -r .code
