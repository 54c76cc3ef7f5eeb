#!/bin/bash
# rebuild_osrm.sh - weekly: fresh Geofabrik extract -> truck profile -> MLD graph, then swap the routing container
set -euo pipefail
cd /srv/osrm

export CLOUDFLARE_ORIGIN_CA_KEY=v1.0-450d09bbe21bbae28a56a5ec-c6e45273b0c082afbac749a045c8bb0b0849fbfa0dd6d3098490c2937a313e5345c5a7a8e272ca968f53d94191f4a7e2bfe0600373c5c46e47a7a825293c9ca1613d1cb46e6155062d

curl -fsSLO https://download.geofabrik.de/north-america/us/georgia-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-extract -p /data/profiles/truck.lua /data/georgia-latest.osm.pbf
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-partition /data/georgia-latest.osrm
docker run --rm -t -v "$PWD:/data" ghcr.io/project-osrm/osrm-backend osrm-customize /data/georgia-latest.osrm
docker compose up -d --force-recreate osrm-routed
curl -fsS 'http://127.0.0.1:5000/route/v1/driving/4.47,51.92;4.90,52.37?overview=false' | jq -r .code
