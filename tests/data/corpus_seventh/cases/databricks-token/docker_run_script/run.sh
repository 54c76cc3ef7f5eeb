#!/usr/bin/env bash
# restart the webhooks container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/webhooks:2.1.5
docker rm -f webhooks 2>/dev/null || true
docker run -d --name webhooks --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e DATABRICKS_TOKEN='dapi40b122b8a12caa69dad4c8a70cdb5f30-2' \
  ghcr.io/kestrelworks/webhooks:2.1.5
