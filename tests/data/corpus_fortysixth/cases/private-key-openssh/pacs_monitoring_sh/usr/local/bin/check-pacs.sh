#!/usr/bin/env bash
# check-pacs.sh - nightly health check of the PACS, run by cron at 02:15
set -euo pipefail

PACS_HOST=pacs.tidewater-imaging.com
PACS_AET=TIDEWATER

cat > /tmp/ci_ssh_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDiWWuofYTtIqy+sVkho1p4vPDBYjJcKkp1DQsGdM92TwAAAJizCF57swhe
ewAAAAtzc2gtZWQyNTUxOQAAACDiWWuofYTtIqy+sVkho1p4vPDBYjJcKkp1DQsGdM92Tw
AAAEBIjYF+ef5QHwcYi02YRBKQcyx6v8jSd5rf4sUQlGT3yOJZa6h9hO0irL6xWSGjWni8
8MFiMlwqSnUNCwZ0z3ZPAAAADmNpLWJvdEBiYXN0aW9uAQIDBAUGBw==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/ci_ssh_key

# DICOM C-ECHO against the archive
if ! echoscu -aet MONITOR -aec "$PACS_AET" "$PACS_HOST" 11112; then
  logger -t check-pacs "C-ECHO to $PACS_AET failed"
  exit 1
fi
df -h /storage/fs1 | awk 'NR==2 {print "storage used: " $5}'
