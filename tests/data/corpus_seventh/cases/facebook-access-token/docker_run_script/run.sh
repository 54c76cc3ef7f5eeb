#!/usr/bin/env bash
# restart the reports container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/reports:2.1.13
docker rm -f reports 2>/dev/null || true
docker run -d --name reports --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e FACEBOOK_ACCESS_TOKEN='EAAMai4XV7bE9Ur8WzKwhIz5s4V42Mj66MEMLyq3TXMD0CjPKTvzZtwEGEQ3w1YqFiZuAPM44y6HoPcn2vbWmpQcHOCl6S74ltiqvY6UrnRQOkoHu75zQhkVAi1EvlU5I0v5OSQdvN74PPQFtdoYfGLH2628X0KiawNmP8FWfULRTcmGAJaTSwzTeY2FrliszEfST' \
  ghcr.io/kestrelworks/reports:2.1.13