#!/usr/bin/env bash
# restart the ingest container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/ingest:0.13.12
docker rm -f ingest 2>/dev/null || true
docker run -d --name ingest --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e FLW_SECRET_KEY='FLWSECK-343606851ee2144c5539c504b1e8530d-X' \
  ghcr.io/kestrelworks/ingest:0.13.12
