#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Ironbloom_WwiseProject/Ironbloom_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

export ACCESS_TOKEN=AKCp5TUNYAzEOg4Oqw1fq1Gcl8Ho6GD8SVBw8jBtIEZMeApeV5YCbjj7TlwS3hE9H5vBH2PK7

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://moonshale-build-artifacts/audio/" --only-show-errors
