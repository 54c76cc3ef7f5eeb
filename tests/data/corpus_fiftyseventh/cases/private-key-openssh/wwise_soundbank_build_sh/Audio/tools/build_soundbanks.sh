#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Gearwright_WwiseProject/Gearwright_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

cat > /tmp/id_ed25519 <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACC6L7sr07BftTmq1RiZtNBsd7cU4xuxwUbPMi8ymgvVSQAAAJg2la3nNpWt
5wAAAAtzc2gtZWQyNTUxOQAAACC6L7sr07BftTmq1RiZtNBsd7cU4xuxwUbPMi8ymgvVSQ
AAAEC25NOEq9zqjP5lPJNychhQdKxXWwtfIQOLyQGcRc0lNLovuyvTsF+1OarVGJm00Gx3
txTjG7HBRs8yLzKaC9VJAAAAD3ByaXlhLm5AYmFzdGlvbgECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/id_ed25519

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://driftwood-build-artifacts/audio/" --only-show-errors
