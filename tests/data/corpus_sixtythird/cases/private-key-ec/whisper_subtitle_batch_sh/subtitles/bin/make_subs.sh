#!/usr/bin/env bash
# make_subs.sh - first-pass subtitles for a batch of episodes: extract 16 kHz mono audio, run whisper.cpp to an
# SRT, then hand the SRTs to the subtitle editors' review queue
set -euo pipefail

BATCH="${1:?folder of episode masters}"
MODEL=/opt/whisper.cpp/models/ggml-medium.en.bin

cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIFCIHGQoyFeroBHTDP8Sksm0HMIY49YHDQHpYLpmbFv8oAoGCCqGSM49
AwEHoUQDQgAE621FCKl9oo6Zn9YWzeOjefVk6Mt7ylv/+UcGNU+emtvnxIkPaxIp
npk2BFu9kyxhfhZJkvMLRuy+0Mo298j4wQ==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key

for f in "$BATCH"/*.mov; do
  ffmpeg -nostdin -loglevel error -i "$f" -ar 16000 -ac 1 -c:a pcm_s16le "${f%.mov}.wav"
  /opt/whisper.cpp/build/bin/whisper-cli -m "$MODEL" -f "${f%.mov}.wav" -osrt -of "${f%.mov}" -l auto
done
ls "$BATCH"/*.srt | wc -l | xargs -I{} echo "{} subtitle files ready for review"
