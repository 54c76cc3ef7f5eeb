#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on paperkite-playout-03
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-us.paperkite-animation.com:10080?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.paperkite-animation.com/live/${BACKUP_STREAM_KEY}"

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDtMWsWRH5fyfpnujLTrMuPHOLJ/3GBR5zEMRyu/EhnR1g0a40F
rCwrXoGfqIchEvuFt4PODvWYxUnbgKqdoj0Q0Do2juQ64N7jMx0IlbiggvQiJpNo
2JR0WaBdeZYJJgh6uvnkPxIcUdlmYdgYvfR6v7DYPx+JPEtQxIWG6Wk/VgIVAJus
ys/Cir644A4Bqj1hLzn7uM7sAoGBAOAEk+WpMGoz5/g+A46bLIQDzk909iaDQ0/m
rhv5WwPkW10CQv9u3UFR+/xNK+Qg67IOBTanvbB5UDaLuMpTZtWuoEjwr87v6QHw
e+BtUR4jpO/eieqFD8Se/NCMKGw6W/tERFhLfeL8PMcJyRQsqBUoaiOjYrU7Imhv
GpuIB+BxAoGBAJyXki56cLYZCf93/AtOTe/CNvSJ2zD1I/tceHjrwK4s657F2uCo
yvK15NA2DKr8Ium2I6phch8uVQqqBlo1jWNBxho0ZWqtaZfbwwtFov9P9KX+KKfb
6RE4EMCTWv7EwkPBE5bpNXnAQ3x02ATgiqeJvQUi4ChB1Y81Tim9FRS5AhUA8f+E
l12KooRW6byVnoV5BF5nhw0=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (2)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
