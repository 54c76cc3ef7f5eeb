#!/usr/bin/env bash
# make_subs.sh - first-pass subtitles for a batch of episodes: extract 16 kHz mono audio, run whisper.cpp to an
# SRT, then hand the SRTs to the subtitle editors' review queue
set -euo pipefail

BATCH="${1:?folder of episode masters}"
MODEL=/opt/whisper.cpp/models/ggml-large-v3.bin

cat > /tmp/pubkey.asc <<'EOF'
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEZUEWvRYJKwYBBAHaRw8BAQdAnb4wlHHth2kDTdAox+OHFGs4m4Dkj9VH6lgn
WemvuInNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
FgpNtFanTgCA3Blmn7ieDhCN82wSQiJv6i/reyGXF7xdTfvsj0IkZ4Kwrwz/kTjx
dp1mI/UV6pO5IaJCh5IkALioNDpTqg7ZVLQQsgwAO4MBg9IWaxWpbzib3PrHSFtU
LNFJB/pAbSU/PYmvaUxOaJDI79Z50D6z9pA=
=C//H
-----END PGP PUBLIC KEY BLOCK-----
EOF
chmod 600 /tmp/pubkey.asc

for f in "$BATCH"/*.mov; do
  ffmpeg -nostdin -loglevel error -i "$f" -ar 16000 -ac 1 -c:a pcm_s16le "${f%.mov}.wav"
  /opt/whisper.cpp/build/bin/whisper-cli -m "$MODEL" -f "${f%.mov}.wav" -osrt -of "${f%.mov}" -l auto
done
ls "$BATCH"/*.srt | wc -l | xargs -I{} echo "{} subtitle files ready for review"
