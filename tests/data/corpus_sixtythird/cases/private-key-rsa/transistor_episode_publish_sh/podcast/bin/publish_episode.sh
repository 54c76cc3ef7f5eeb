#!/usr/bin/env bash
# publish_episode.sh - upload the mastered episode to Transistor (authorize_upload, PUT to the signed URL), attach it
# to the draft episode and publish it at the scheduled time
set -euo pipefail

EPISODE_ID="${1:?episode id}"
AUDIO="${2:?mastered mp3}"
SHOW_ID=13083

cat > /tmp/server.key <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA+xN0LfetqGhWin0ppBZuSzYInL7bGAviCilFg+/G/1rQ/WOD
jnBVaYv6IcEOq9sGElze6dNXl6tSb3anaR+BN9xiwDkBEDzfGtRF9KRu8If+E5+P
dw5TA4JYBgM7sBLE1gk/lk1vEUm5lYr4MnAMGp6OPaxJeRxVeSia8uF51RklNm+Y
lrES9v05Nz6ZBc2+l5yfYi5IMeeXs+6cMx4Pp6VzeROyJuvDUK5VZSwAqU4BKv9D
m/7Cnb02dcm2vrJeeLXEU4TqYI2Tu/IH06dO5oB1Z+ZYnUpo2JWNhkGBNLMVnB4D
qcp7hvVasK49CUy7p8ufPCLqMsn2EZZgWSG9nwIDAQABAoIBAQDlW+lEvEVvixev
GanvpVWRZwiA8TNxrfmW7V7Yb6ZBxxrpa8v+yWiYDBBooplBL+FcHY0Pxl9rFiZ/
NPHxKumRH2J6BNy4knf81abjVk9RK1XcWO5QqRfE6Ck7/HvxUg95fDNzM9c9zyfT
71YWnTtzbnbbjiPheDf91x69nAiZ17RpTCZzZSMmH6nLKmn8fDBWe6gzOHrVMzmE
FCzVsVfiogpaIp9bnfrNGp2dao1AsvOC0makBLgJN12/VWxYxNoxYR+7OUEs5DBa
kht1XN9ekIw6e0B3L/3DKB7WoX8VYgKpE5gLaNCaDfH2f61HY+2az/nkhjBEAaff
HcuArKdJAoGBAO6TCIn5CB/nJvdgk43nrfTGDmxWUijc5XIry44VNaeG9zWeHcAs
nzxTh8RRiof1CeOTvZjh7cTvjsGQkwOUoxdvbpizcozweT/004cxBVGjV3jO0/XB
e6orFQFtZdxMJDNfRJX0LUTpZorW4WbElpHx5dhzcX0c4po/1H+AdzeAAoGBAOH4
GXw3otUpMDT83Rrt0gefbOHbJ6gouwM4b61uZWQUjT4dc0H3Ws5q0fsDuDY9V25F
Ovz3BJQIowClhLG5LUnQcfTnhrU0HbrKOpqh4UNs67qOUQteigwwTvn4r40AScx8
FKPD2NrF4kXBwXnXXHv1A5xbf5qcAmnt8Bk+mRRoAoGBAOq9koydlnHgzHf0ADvW
506J9Qe31Qp9T9NGc2d5XkUwbCWyLPh/ZZyvsqAOwZCNicCni6K74LLEaZpo/ze4
Yx1SfYvzoVArBitk99tuM1hogE9laUelKQVxisb0CwaZnFJl943FXIOHQMMcN8Bs
IIJBkhMEATMz8u+c0QN0YJeMAoGBAMX1czPvkZ6eqr+jWHVBD23+tqy1Vx1q3ol+
tgejfdSYop6oSvNv12kZ33byyH78rTIGTQGkCD4IIfM9KVmDrxp0RqMyXl3S7WHl
C6tB3lkrX/ulz43kqz+JhNp6EopZwUgs0i5RaMdnFxJRf9hFezhEYBu6rtlhRRI9
82RbKcMoAoGBAPsTsfZeSZET0v1dQURZHovu+iaffYkUgfD+Mo1qMowapFxWGljG
2Usm3fWhcyS16kBoms1bpwa5pCtBL/pdNTxVEB/9BEuh8ou6ZI6al6+ZY/TduGti
6ORgYLGhagwCyFSl35bztSLUZi54CJLZfHRinvekjJnFESi3esKshXhH
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/server.key

KEY="$(cat ~/.config/transistor/api_key)"
up=$(curl -fsS -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/authorize_upload?filename=$(basename "$AUDIO")")
curl -fsS -X PUT -H "Content-Type: audio/mpeg" -T "$AUDIO" "$(echo "$up" | jq -r .data.attributes.upload_url)"
curl -fsS -X PATCH -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/$EPISODE_ID" \
  -d "episode[audio_url]=$(echo "$up" | jq -r .data.attributes.audio_url)" >/dev/null
curl -fsS -X PATCH -H "x-api-key: $KEY" "https://api.transistor.fm/v1/episodes/$EPISODE_ID/publish" -d "episode[status]=scheduled" >/dev/null
echo "episode $EPISODE_ID of show $SHOW_ID scheduled"
