#!/usr/bin/env bash
# restart the ingest container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/ingest:3.16.15
docker rm -f ingest 2>/dev/null || true
install -d -m 700 /srv/ingest/secrets
cat > /srv/ingest/secrets/.pgpass <<'EOF'
db.internal:5432:*:app:*****
EOF
docker run -d --name ingest --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -v /srv/ingest/secrets:/run/secrets:ro \
  ghcr.io/kestrelworks/ingest:3.16.15