#!/usr/bin/env bash
# restart the orders container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/orders:1.10.9
docker rm -f orders 2>/dev/null || true
docker run -d --name orders --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e DEEPSEEK_KEY='sk-8434534b7666bf4e15e547838e31f33b' \
  ghcr.io/kestrelworks/orders:1.10.9
