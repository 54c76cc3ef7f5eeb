#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on gravelroad-playout-02
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-lon.gravelroad-games.com:9710?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.gravelroad-games.com/live/${BACKUP_STREAM_KEY}"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZq6ujBYJKwYBBAHaRw8BAQdAik9cTUrlJTwdVoAtM0CMHB2ImSfpYBaGuQRg
VehUk6YAAQDk+ixgo2w5gd90OF9q0e9urbGm+LX91nE6lLa+YSLgTRKdzSVSZWxl
YXNlIEJvdCA8bW9rYWZvckBrZXN0cmVsd29ya3MuaW8+wnwEExYKzxcdZyIKgM+V
YRgc8Wv4/2TR2ST81/irdwrJ/jP/+fu3jwT/lH23qXDVFARTRgTNXRfp5Oy2c9v7
vk8jqu/72t0OPoPWquJgh0kgXyLxa7uLdHWWBjQjJNN+O2oyGVtbSKBP2Fb08vIt
BIj2XK75P54+bazYjP4f
=Q6c6
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (1)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
