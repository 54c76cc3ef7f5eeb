#!/usr/bin/env bash
# restart the notifier container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/notifier:3.20.15
docker rm -f notifier 2>/dev/null || true
docker run -d --name notifier --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e OPENAI_ADMIN_KEY='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' \
  ghcr.io/kestrelworks/notifier:3.20.15
