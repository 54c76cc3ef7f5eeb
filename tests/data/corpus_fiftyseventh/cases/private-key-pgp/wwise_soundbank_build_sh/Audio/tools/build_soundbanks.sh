#!/bin/bash
# build_soundbanks.sh - nightly: generate the Wwise SoundBanks for every platform and publish them for the game build to pick up
set -euo pipefail

WPROJ=Audio/Gearwright_WwiseProject/Gearwright_WwiseProject.wproj
OUT="$PWD/Audio/GeneratedSoundBanks"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEY2LAABYJKwYBBAHaRw8BAQdAs7oiB8bBXly8b1woDtcAy0tUbB44Fg+1URvs
anCjnkkAAQDcIy+vgk53X2KZEZefUGUNrM4x4yKiWF4EAOsK2/IkEw2NzSRSZWxl
YXNlIEJvdCA8YmFja3VwQGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgpYCXOPO4mhHcPU
f5r//WOqWLdkyiVx9RlriftNFwFrArPA/lbLMOZwwt9R9cn4qsQ8H0ZItLSxDgwE
oNyPDx3dy/B1HBjvDdTVRhpCdxpK4qTKom/9FCi0jNkC5slzVh3lEFod2PhuTJdj
FfhQjL/VE/tlvTv6Isc=
=tG36
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

for plat in Windows Linux Android; do
  "$WWISEROOT/Authoring/Linux_x64/Release/bin/WwiseConsole.sh" generate-soundbank "$WPROJ" \
    --platform "$plat" --language English\(US\) --soundbank-path "$plat" "$OUT/$plat" --verbose
done
tar -C "$OUT" -czf "soundbanks-$(date -u +%Y%m%d).tar.gz" .
aws s3 cp "soundbanks-$(date -u +%Y%m%d).tar.gz" "s3://tinderbox-build-artifacts/audio/" --only-show-errors
