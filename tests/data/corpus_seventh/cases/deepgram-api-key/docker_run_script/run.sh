#!/usr/bin/env bash
# restart the ingest container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/ingest:2.3.16
docker rm -f ingest 2>/dev/null || true
docker run -d --name ingest --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e DEEPGRAM_API_KEY='d584e2222fe19c89c7b8d6bcd31ec361ecb0695e' \
  ghcr.io/kestrelworks/ingest:2.3.16
