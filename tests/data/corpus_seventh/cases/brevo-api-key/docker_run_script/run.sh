#!/usr/bin/env bash
# restart the billing container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/billing:0.8.12
docker rm -f billing 2>/dev/null || true
docker run -d --name billing --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e SENDINBLUE_API_KEY='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' \
  ghcr.io/kestrelworks/billing:0.8.12
