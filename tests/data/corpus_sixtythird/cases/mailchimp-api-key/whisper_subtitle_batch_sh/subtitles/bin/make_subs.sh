#!/usr/bin/env bash
# make_subs.sh - first-pass subtitles for a batch of episodes: extract 16 kHz mono audio, run whisper.cpp to an
# SRT, then hand the SRTs to the subtitle editors' review queue
set -euo pipefail

BATCH="${1:?folder of episode masters}"
MODEL=/opt/whisper.cpp/models/ggml-large-v3-turbo.bin

export MAILCHIMP_SERVER_PREFIX=us4

for f in "$BATCH"/*.mov; do
  ffmpeg -nostdin -loglevel error -i "$f" -ar 16000 -ac 1 -c:a pcm_s16le "${f%.mov}.wav"
  /opt/whisper.cpp/build/bin/whisper-cli -m "$MODEL" -f "${f%.mov}.wav" -osrt -of "${f%.mov}" -l en
done
ls "$BATCH"/*.srt | wc -l | xargs -I{} echo "{} subtitle files ready for review"
