#!/usr/bin/env bash
# restart the orders container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/orders:2.2.13
docker rm -f orders 2>/dev/null || true
docker run -d --name orders --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e SCIM_TOKEN='$(cat /var/run/secrets/gitlab/scim)' \
  ghcr.io/kestrelworks/orders:2.2.13
