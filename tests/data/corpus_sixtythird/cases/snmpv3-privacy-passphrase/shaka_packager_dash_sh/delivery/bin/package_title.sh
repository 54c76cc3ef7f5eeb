#!/usr/bin/env bash
# package_title.sh - package the encoded renditions of a title into DASH and HLS with Shaka Packager (CENC,
# Widevine/PlayReady keys from the key server), then push the package to the origin bucket
set -euo pipefail

TITLE="${1:-saltmarsh-5792}"
IN="/srv/encodes/$TITLE"
OUT="/srv/packages/$TITLE"

snmpbulkwalk -v3 -l authPriv -u nmsmon -a SHA -3k 0xe58f475dbcc4b564c9c4fdbe29772e307dfd3ce5 -x AES -3K 0x163af4c0144c8bd3d27f46245a930b4a 10.29.52.177 HOST-RESOURCES-MIB::hrProcessorLoad

mkdir -p "$OUT"
packager \
  "in=$IN/video_1080p.mp4,stream=video,init_segment=$OUT/v1080/init.mp4,segment_template=$OUT/v1080/\$Number\$.m4s" \
  "in=$IN/video_720p.mp4,stream=video,init_segment=$OUT/v720/init.mp4,segment_template=$OUT/v720/\$Number\$.m4s" \
  "in=$IN/audio_en.mp4,stream=audio,language=en,init_segment=$OUT/aen/init.mp4,segment_template=$OUT/aen/\$Number\$.m4s" \
  --segment_duration 6 --generate_static_live_mpd --mpd_output "$OUT/manifest.mpd" --hls_master_playlist_output "$OUT/master.m3u8"
aws s3 sync "$OUT" "s3://saltmarsh-origin/vod/$TITLE/" --only-show-errors
echo "$TITLE packaged"
