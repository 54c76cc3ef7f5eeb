#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on gravelroad-playout-03
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-eu.gravelroad-games.com:9000?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.gravelroad-games.com/live/${BACKUP_STREAM_KEY}"

cat > /tmp/config.json <<'EOF'
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "ZXRsX3JlYWRlcjo3dXRmazhGZHlZb1Nrc0VIVVNIY0Y4MQ=="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 /tmp/config.json

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (4)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
