#!/usr/bin/env bash
# restart the reports container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/reports:2.24.12
docker rm -f reports 2>/dev/null || true
docker run -d --name reports --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e DEPLOY_TOKEN_USERNAME='gitlab+deploy-token-36338' \
  ghcr.io/kestrelworks/reports:2.24.12
