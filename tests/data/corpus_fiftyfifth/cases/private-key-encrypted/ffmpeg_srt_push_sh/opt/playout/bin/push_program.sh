#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on gravelroad-playout-03
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-eu.gravelroad-games.com:9000?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.gravelroad-games.com/live/${BACKUP_STREAM_KEY}"

cat > /tmp/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAFLM9Qjf+15nBoGlzCIyL1hzx6rNUsSK
mK/64/2vPezEbY2k3JIAjYoFc9DPw7+0HYpyzoz+Ir781TUVoBRNBM9qJi7wRfr3
f0IBfFCK46PODTChgy9YnwQDqhB9+vX6spGsiL6rljzVlKEdKbH80Ccvz3p6J2i8
1TANBgkqhkiG9w0BAQsFAAOCAQEAMxHvDBUMsm5s5ZnNPqak3m8NPoIkdFE4TIBX
mMSdof7Ld8E+d8nzKFJ4G8cpb0qc1sdY4QwjL3YLMU4k7CPr+XUTGXAo1OHUaSHh
NynF9DJg9zU6WFEsnT6nDSAKV30SkdJsU3VYrTp3YRjOoQh5+Uv1CtbsXqFg7GIm
nHblDC55KmHya/ryxIhJ1AeVMylxvbBEizUxQ20H+vJNJnIS40R6Op450FBw6vFq
8MIXOHGszWi7Gsc6UuZOc3pCXNG+i4Adqqg3+hlwgfvTSc34lTA+1swzYZr8anpM
xthqyhShREvo8jBOoHDf+UT7wDV2U7RcU9z05x5ZQDeCcIT7vA==
-----END X509 CRL-----
EOF
chmod 600 /tmp/crl.pem

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (3)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
