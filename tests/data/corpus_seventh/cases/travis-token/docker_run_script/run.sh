#!/usr/bin/env bash
# restart the notifier container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/notifier:1.13.8
docker rm -f notifier 2>/dev/null || true
docker run -d --name notifier --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e TRAVIS_CI_TOKEN='gz5QnOSy7CEGKnOxk2XTCm' \
  ghcr.io/kestrelworks/notifier:1.13.8
