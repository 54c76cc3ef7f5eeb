#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Cinderfall_WwiseProject/Cinderfall_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=etl_reader
password='GQ-XSXh%PnevUc7=Gp3M'
host=127.0.0.1
port=3306
EOF
chmod 600 $HOME/.my.cnf

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://moonshale-build-artifacts/audio/" --only-show-errors
