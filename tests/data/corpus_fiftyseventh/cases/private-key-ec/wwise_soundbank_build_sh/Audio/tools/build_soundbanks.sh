#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Tidecaller_WwiseProject/Tidecaller_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

cat > /tmp/tls.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIFgdEkplJPIydeLzyqZwHeJGEdPgzRzAi9ansIcUGrxSoAoGCCqGSM49
AwEHoUQDQgAEPpA/YkeroD6P+dXKKShtjHgqSVFkSrCZ14huyVFU2Tbq7PF8uxCq
gSez87vhcRHppJox9XHabTwI67G6QqjknA==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://tinderbox-build-artifacts/audio/" --only-show-errors
