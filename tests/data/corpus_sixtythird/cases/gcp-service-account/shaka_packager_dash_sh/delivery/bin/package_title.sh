#!/usr/bin/env bash
# package_title.sh - package the encoded renditions of a title into DASH and HLS with Shaka Packager (CENC,
# Widevine/PlayReady keys from the key server), then push the package to the origin bucket
set -euo pipefail

TITLE="${1:-northlight-1547}"
IN="/srv/encodes/$TITLE"
OUT="/srv/packages/$TITLE"

cat > /tmp/credentials.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "ff35665a228b374b7887e5e8c9178939268d2b1b",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCfR6ViFVNhYV3I\nUYoB+khvdK2WnFf69oTWw06seOLq+FpAp3lINHKnMotnfmtJ9jIIiUsyuCnNz1bt\n+oa8W6Dq00Lu53WF7b7BaBYoWTayXuaGgLfGshxie+QXqh7kYvteVvTk+Ol8cl6x\n4dByeCSF4q11aHMu7niTUv0BIAUUG6BsMGlk0ARv8kb74yoMFfN4SbPPjkVP7dIK\nluN+s9A2co7KiwERk2l3bP7cF8mkLBe8KD5zEaJ2rSmq+jYAarSfP2MVdLdyi5Pu\nUnUBQ3Oz7AtC3+yB9OYd1IpW9wCbHIANN+77a5YuNRSTrbd1W6fIpTsaO8bHYDD6\nznw27ZyWAgMBAAECggEBAJyc/oM7IL9ftanGZDeWBEBF60pOHSUZURhbroVh+uaY\nOZXoHz8HVS1d1yF+0ivYxBFsblhqw0+gkhDTMVTOVxlWBWMOdXkWfQ1fduH1ulKt\n4fqsrmOMEoj44dcv7lZBaCNReOW6l5pxMNCL5nIAzad4/GHktXc0bHOdAFPVZirv\nkXNiGMVjsH+c/3tC22SDL0TcBrB83F4wLTH+5C/b2WXUB1L1qzKEfjxNLX2SwsJr\n6W4u40wOLzUe9JWYOg7mmfUWvEgG+W2EH2ZxHu+s5feBysXxKHnu/OTG26ajq8BX\nOs5YAevZct/Vjj7wc9TepSoHDPzVs9vg8P1Zs8fLuCUCgYEA/NE7+oTRjky8voHN\nxDUSZUNguhViHIJATWz+snntdRTd4rtXHmH7vCaYeqycxxG2yFCjJ0XylK8aJx24\nByRe58F4I+DsOd7QuzOwpeXPbBb+9A5kLUV+iC8YG1dyqe6Fz+nhMLYaj5Kt7xBU\nh/3LfvaZV0P03tbIhYmtFdqWzUgCgYEA7edmGxvMBG53ihXaQ8RQF4LKKqvOiGqa\ne/V6TkyWhy5SbLY8f1KVqDvlbN8Mgbo7QKBX0comjWcUGsH4MUA895dgRI2lsxi0\nS2m86lQSsK9k9j/U1VoqO8pyN+7NQAQAMdCq4ZoD0EQyy90dciH9/03TdZ7q/S9R\npXoj27lAIxMCgYEAlAOgnOd0pLl1IX3XqzJ0deFPWmME/xUlL4lqIVKHfnXlnrQZ\nnoLKaRVbc7EywRZb2zebs10bQoYhHurAj3XYdD3E6VWvT/1gG03Wl0o/n5EXrxZ+\nY+QjB8Ot0d2BWiSEvThkVFfPV1lRdpiw7eNNfagawVBXkCteufPuOjEJV+0CgYEA\nsAbBBjzEk7Ivmg9f4XzwUYrB/zg/K+Lq30ROfj3Mg0oaL67s10sQXMhKb8LWzL+G\nVqpYOmncBQwF/yHFlXk6qs6fGMPZRILylXhFtNBlM0v1jKJMJKLufWvMqUDAr8jL\nKVugnDXw9o/la5lSktoZhm7PQG5I1ik7WYZmlqaZ0esCgYEAxzYKmU1qM6lUlppz\n3vnNFHG0YL1IRjAGbEdvTLjbk0ZGN9j6ePN9CsC3bo5tnJaGheb48q17WY/t+mF/\nH1pg+pht6lLMbCgDRjv5YTwjnw2jw8xAzO914xENynolmXqvuZdDdVRu24IZNsPR\n6A+v6rPvhL9dLRXaOYxrNwb3638=\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "452535098283993368867",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/credentials.json

mkdir -p "$OUT"
packager \
  "in=$IN/video_1080p.mp4,stream=video,init_segment=$OUT/v1080/init.mp4,segment_template=$OUT/v1080/\$Number\$.m4s" \
  "in=$IN/video_720p.mp4,stream=video,init_segment=$OUT/v720/init.mp4,segment_template=$OUT/v720/\$Number\$.m4s" \
  "in=$IN/audio_en.mp4,stream=audio,language=en,init_segment=$OUT/aen/init.mp4,segment_template=$OUT/aen/\$Number\$.m4s" \
  --segment_duration 6 --generate_static_live_mpd --mpd_output "$OUT/manifest.mpd" --hls_master_playlist_output "$OUT/master.m3u8"
aws s3 sync "$OUT" "s3://northlight-origin/vod/$TITLE/" --only-show-errors
echo "$TITLE packaged"
