#!/usr/bin/env bash
# restart the ingest container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/ingest:1.23.4
docker rm -f ingest 2>/dev/null || true
docker run -d --name ingest --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -e BACKUP_ACCESS_KEY='AKIA3T6G2ADUGXGK52LC' \
  -e S3_SECRET='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' \
  ghcr.io/kestrelworks/ingest:1.23.4
