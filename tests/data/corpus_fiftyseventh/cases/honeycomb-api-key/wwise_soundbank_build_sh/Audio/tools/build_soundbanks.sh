#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/StarboundRally_WwiseProject/StarboundRally_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

curl -fsS -H 'X-Honeycomb-Team: x7iLfIaJ0xN1CFCnDgxyBL' 'https://api.honeycomb.io/1/events/starbound-rally' >/dev/null

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://emberfall-build-artifacts/audio/" --only-show-errors
