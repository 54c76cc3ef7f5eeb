#!/usr/bin/env bash
# restart the orders container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/orders:1.25.16
docker rm -f orders 2>/dev/null || true
docker run -d --name orders --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e NUGET_KEY='oy2rsi6zuej6b4416gwhg9oo73d2411smx7xc1eum9zj6y' \
  ghcr.io/kestrelworks/orders:1.25.16