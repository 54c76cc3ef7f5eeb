#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Hollowmere_WwiseProject/Hollowmere_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

cat > /tmp/config.json <<'EOF'
{
  "auths": {
    "ghcr.io": {
      "auth": "Y2ktYm90OkdhM0hoZmtQVFlpSjhRb2E5allFUQ=="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 /tmp/config.json

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://emberfall-build-artifacts/audio/" --only-show-errors
