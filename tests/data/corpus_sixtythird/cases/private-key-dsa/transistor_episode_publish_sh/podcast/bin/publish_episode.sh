#!/usr/bin/env bash
# publish_episode.sh - upload the mastered episode to Transistor (authorize_upload, PUT to the signed URL), attach it
# to the draft episode and publish it at the scheduled time
set -euo pipefail

EPISODE_ID="${1:?episode id}"
AUDIO="${2:?mastered mp3}"
SHOW_ID=12244

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQC/eM9v2c4AZmrECa8QQBYWczZ31+aM9Xpd8CHYS9vRtOIdKOZX
UZe2wbP2S3EGeVvp+P07lX+QrY11SfaP9CYwL6yT88DfTjxazbyaOQKvJoEUOMMB
5GpzVhtL/+9KHXalVTvfNgLhHnPCFoMphtPrmlyOXp9wxYKJtWBqcwPzjwIVANT6
J6T+Gen4mxfiCgTY+3Bdgkd9AoGBAL1HN6tMPj8YU6v+utqVlv9dWm782AHcWHb7
f3D5HWTsVrffN/w2vmV9F+w/3R60oOvYO0RbMXMaa99gCsc4uP15261jfqzdApJA
k0eEUnimMimR/Nc3v7C2gfJStIvcoPiGRgItzuKHX2z7tfEe4gwVuKtFo0x2tvlB
X6mcp0G0AoGBAL4J8lWAHW5kQRGZRGzO+OPmvLkdI/7Z6ly7OeGdLbOcnwyLUIDZ
rY2WVGSsmfWX2BG+OHNqgbFZl5vpncQAtoNS6SI2YC9/MA5KTSUNEkWCx+nHjYJb
7W68y+SidMb2pmep7ddhjD/qkPGLlCyigmCXUnI2OKivobaDMR+/vZeoAhUA2Ngi
bBLqYawz+Wg9eGP++ju13FI=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa

KEY="$(cat ~/.config/transistor/api_key)"
up=$(curl -fsS -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/authorize_upload?filename=$(basename "$AUDIO")")
curl -fsS -X PUT -H "Content-Type: audio/mpeg" -T "$AUDIO" "$(echo "$up" | jq -r .data.attributes.upload_url)"
curl -fsS -X PATCH -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/$EPISODE_ID" \
  -d "episode[audio_url]=$(echo "$up" | jq -r .data.attributes.audio_url)" >/dev/null
curl -fsS -X PATCH -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/$EPISODE_ID/publish" -d "episode[status]=scheduled" >/dev/null
echo "episode $EPISODE_ID of show $SHOW_ID scheduled"
