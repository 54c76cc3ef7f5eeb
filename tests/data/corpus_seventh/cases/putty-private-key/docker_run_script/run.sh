#!/usr/bin/env bash
# restart the reports container on the edge box
set -euo pipefail

docker pull ghcr.io/kestrelworks/reports:0.15.14
docker rm -f reports 2>/dev/null || true
install -d -m 700 /srv/reports/secrets
cat > /srv/reports/secrets/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: deploy@kestrel
Public-Lines: 2
<public lines>
Private-Lines: 1
<private lines>
Private-MAC: <mac>
EOF
docker run -d --name reports --restart unless-stopped \
  -p 8080:8080 \
  -e LOG_LEVEL='info' \
  -v /srv/reports/secrets:/run/secrets:ro \
  ghcr.io/kestrelworks/reports:0.15.14
