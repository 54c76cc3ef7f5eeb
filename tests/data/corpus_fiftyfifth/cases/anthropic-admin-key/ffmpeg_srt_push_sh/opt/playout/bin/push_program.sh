#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on bluefin-playout-04
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-lon.bluefin-vfx.io:9710?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.bluefin-vfx.io/live/${BACKUP_STREAM_KEY}"

export ANTHROPIC_ADMIN_KEY=sk-ant-admin01-JIsbzKrlYWuXaXIt7GB0nZmV4GxUqynrW-zdqQgorhE1uAI5IQlFdd3j742VYeLw-y6iEv-wfJLtZbhABXYAuw996EAf8AA

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (4)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
