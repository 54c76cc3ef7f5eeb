#!/usr/bin/env bash
# make_subs.sh - first-pass subtitles for a batch of episodes: extract 16 kHz mono audio, run whisper.cpp to an
# SRT, then hand the SRTs to the subtitle editors' review queue
set -euo pipefail

BATCH="${1:?folder of episode masters}"
MODEL=/opt/whisper.cpp/models/ggml-large-v3.bin

export AZURE_CLIENT_ID=899904c3-557c-4d3e-8414-ab9d15acbaec
export AZURE_TENANT_ID=0d1781bb-d7a6-4225-93b9-f2e813f2aab2
export AUTH_MICROSOFT_ENTRA_ID_SECRET='Gwm7Q~z3e1HyVbe3VSM4JZyiowptYX30TS5MF7j3'

for f in "$BATCH"/*.mov; do
  ffmpeg -nostdin -loglevel error -i "$f" -ar 16000 -ac 1 -c:a pcm_s16le "${f%.mov}.wav"
  /opt/whisper.cpp/build/bin/whisper-cli -m "$MODEL" -f "${f%.mov}.wav" -osrt -of "${f%.mov}" -l en
done
ls "$BATCH"/*.srt | wc -l | xargs -I{} echo "{} subtitle files ready for review"
