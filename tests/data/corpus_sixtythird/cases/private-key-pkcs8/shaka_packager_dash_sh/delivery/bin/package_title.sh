#!/usr/bin/env bash
# package_title.sh - package the encoded renditions of a title into DASH and HLS with Shaka Packager (CENC,
# Widevine/PlayReady keys from the key server), then push the package to the origin bucket
set -euo pipefail

TITLE="${1:-ironbridge-2009}"
IN="/srv/encodes/$TITLE"
OUT="/srv/packages/$TITLE"

cat > /tmp/private.pem <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDITp4VGXQL7cX3
si8rw3y7XC5iRC/fpIqtCBm93DC7eRzH31IXA8QDCnaD5LP+1Tpud09wz5RBHtYE
hEeB6d3Zp4bYAnybi+zQni6010j3T6y9SVNnniLqC4amzITsAv2TEp2RxL47uCrX
12iSY/m4bgFCrBGooSg82vFYurUDk5S/XiXhN2uub9inoBMP7XkMRvvtMXkaJClV
OGlktsV3/zy5UxwNeGZrFp8hGhe9RDXT5mEeaeKYXFWwQ7qn18bKC9If6Yty0HhE
Toef7p/DoaUngzGP5iSvqAkY0XqmjY33fUALsQOIAO4EHab3AyOoBcNQTZdf6ZYa
dbqHkLpZAgMBAAECggEBALqya02G5v630Jlf23zpeRO8pr0Xlj6ETZpzOiGp/diu
vdRBP2hqshjN6ykYu1eyDZ7MgO1wVHYc2X61TQcyBo/zJqoxrrX4/QdLePUp3m4t
VM5kHY9+7Ai9UVqhG8NY5GGsvg6YyPI5ck9dT2OmLRxZTzow3Y/FGHUC8l3YPazV
NVRfoKBhlXzZ13QpPx/5AMqw55n4qrPyvTk5vqfBMVhr5Oo2QfTLJmrsgr+2cdrX
y03Y8Y9Npnlg4GvmlJ7C1AFrYT8I8anLSJMWfOV1mh0sS0o8/eAl3OSgwaL+3528
Kgok1+vCFY0lhebq+mULaxLR9SLcHeCSecJP2iq6l2ACgYEAoMhl/9kzzw6F9C4c
HY6gvw6Hq42Ov5kCXUCdj982NqGyG+1KSZlASHoS+uUU3v3GqeGZnBoXZVOxagf5
5qZxHeCqamwPr8xWssorCjIjv53igBJzgXwJx0lfKGOXfnBEPLqlrPgF1RbxntTN
RGSXqLM2eNKY0UINZqGrMxPjno8CgYEAqo2zDnPCaCM0J3U8bzl8YfATePgfdNLE
m57cdfxy56B0xRidYxzEue4KrhO+jybHZTCK7oy5xwqTk/M8gXlNaNVxACDyr7am
rZtqGvFaTMerhO960BpohGDAwEEQ1pcBftK6SzjOFVLobQcBRiV17pQIuyfD8hII
jurJ9j6ZRNYCgYEAriWhFjFx8pQHvf4Loku+QH8/lulfe9t2380z4300lWRBoWhQ
+Te6cffx1iwYSl2Ro6kxI+CK/Ka3Q/fLb9vaQklqjYIaC4rMV14kb0Lyuw23CV6s
GRQf+mARbQUllOrdl0w8s2RDqnpTORRIw/7JAqVeByzbaiUoU1MJ96IukZUCgYEA
1COhaONzS7KzhV7bkRiUov++od3dgDtiSUfBvkqTxwl9hBpBXowaa4GzyPZyT0s4
gKqh3GGo0qYOAGwHHMsXRkSjEkKgXf6jL52/bJHZ5vVWkcu4C6cwkytzyFWxh/Qj
O4ElCHfS5fSDIFML5DeKu+ApFOnjfKqOfaJ9zO3fZJgCgYEAq6vuVN7dapM/5w+6
Py2h4iDWCC9sFv5kGGs2sE66DdbqN8WZmHLxAt4KXfcog9x/oACgnR3YPK22Ra2i
8irbWWAt2SRe3LcqTA37jqCSbsRIlssYa2H60CM2Rg28wJrZYg7KU6T/7qYV820M
uYcxOwt1GchavexxGwAEp5vDcc4=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/private.pem

mkdir -p "$OUT"
packager \
  "in=$IN/video_1080p.mp4,stream=video,init_segment=$OUT/v1080/init.mp4,segment_template=$OUT/v1080/\$Number\$.m4s" \
  "in=$IN/video_720p.mp4,stream=video,init_segment=$OUT/v720/init.mp4,segment_template=$OUT/v720/\$Number\$.m4s" \
  "in=$IN/audio_en.mp4,stream=audio,language=en,init_segment=$OUT/aen/init.mp4,segment_template=$OUT/aen/\$Number\$.m4s" \
  --segment_duration 6 --generate_static_live_mpd --mpd_output "$OUT/manifest.mpd" --hls_master_playlist_output "$OUT/master.m3u8"
aws s3 sync "$OUT" "s3://ironbridge-origin/vod/$TITLE/" --only-show-errors
echo "$TITLE packaged"
