#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on bluefin-playout-02
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-eu.bluefin-vfx.io:9000?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.bluefin-vfx.io/live/${BACKUP_STREAM_KEY}"

ldapmodify -x -H ldap://ldap01.bluefin-vfx.io -ZZ -D "cn=admin,dc=bluefin-vfx,dc=io" -w UTWShI0hObvf9rI3gBJF1CB5 -f /tmp/hpc-allocations.ldif | grep -c '^dn:'

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (2)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
