#!/usr/bin/env bash
# restart the webhooks container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/webhooks:3.26.3
docker rm -f webhooks 2>/dev/null || true
docker run -d --name webhooks --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e LANGSMITH_API_KEY='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' \
  ghcr.io/kestrelworks/webhooks:3.26.3
