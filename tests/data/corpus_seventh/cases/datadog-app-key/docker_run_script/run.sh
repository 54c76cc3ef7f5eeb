#!/usr/bin/env bash
# restart the billing container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/billing:2.14.5
docker rm -f billing 2>/dev/null || true
docker run -d --name billing --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e DATADOG_APP_KEY='************************************a399' \
  ghcr.io/kestrelworks/billing:2.14.5
