#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Tidecaller_WwiseProject/Tidecaller_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

export LANGSMITH_API_KEY=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

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://driftwood-build-artifacts/audio/" --only-show-errors
