#!/usr/bin/env bash
# make_subs.sh - first-pass subtitles for a batch of episodes: extract 16 kHz mono audio, run whisper.cpp to an
# SRT, then hand the SRTs to the subtitle editors' review queue
set -euo pipefail

BATCH="${1:?folder of episode masters}"
MODEL=/opt/whisper.cpp/models/ggml-medium.en.bin

export FLUTTERWAVE_SECRET_KEY=FLWSECK-b8a9c310e87e0ea4bd2083ebfee7c3c8-X

for f in "$BATCH"/*.mov; do
  ffmpeg -nostdin -loglevel error -i "$f" -ar 16000 -ac 1 -c:a pcm_s16le "${f%.mov}.wav"
  /opt/whisper.cpp/build/bin/whisper-cli -m "$MODEL" -f "${f%.mov}.wav" -osrt -of "${f%.mov}" -l auto
done
ls "$BATCH"/*.srt | wc -l | xargs -I{} echo "{} subtitle files ready for review"
