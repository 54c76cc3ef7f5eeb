#!/bin/bash
# loadfile_qc.sh - QC an incoming production volume before it goes into the review platform: the Concordance .DAT
# (thorn-quoted, 0x14-delimited) must list the same Bates range as the Opticon .OPT image cross-reference
set -euo pipefail

VOL="${1:-QUAY039}"
ROOT="/mnt/productions/$VOL"

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "larkspur-ml",
  "private_key_id": "f3e69100ca1c819614cfe9c84390bf1f143a1654",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDFTYE3EhG+l4SW\nuhMT3BxfsKhPF9Xk8X/yxaNllQKlV05PfX4rLzQxY/EWg2XF9JQgOLnKQ8Uk1+zq\nEvUwUUtwbX7ZCR/ji8S5zs6iXWkmDmY02peCOU7Dh+jPGkKzto3i8xSyrniIQqhQ\nTM10F4aX+G/eHt/Azuv2T2nov5MPczRAIcJAvGWNKJfQzC+ymlUiLmF07ZplIwig\n7oSi5fSGo2Ga887bJ9YfUdnN6ZOukw8p5ztS3x5KTQ1phze4fzom7PwD64noZNMe\nZSDnWnwMPvhFSZpQVSF36Pj85XD6tqTY3L5yJKaXLw24mdsC+kNu9yeYrw6TFDyF\nsSBnWaWXAgMBAAECggEBAM1XV0CrWx/5OfEFnTJ/sXAeRKmNpe8bQj1uKdxAMEj0\ngJgZqgqeI/OJpLWf7Z84j7SmhJtxd7OE21NZEqHAVI8fJyScAYkX3x8QVgOg75oJ\n6GoZ23yKPENgZxqePU1Dh3NOtJLSLQyPXPpwwwZnGUqg1QHBMxy9vb/IZDxbA90d\nSnxcIC4opldbPaVUMUrTEwRe5D/4eScr1e4Qu10R3u8e1GA+g2nhAlwtClkN3otu\nkHR3Z4QDwyiW6I11c/d+FpEWJ/dKV8zaol+m6G8H/5IhViOVuuHzCWaAPT8CQ+4W\njh78Icp2PE3Afj9pSIAaYfVjfp2r7xPA8u5YlH/i4OUCgYEAqEILu9c6DKUoSdcA\nGgARS2t8fAmfMyW9Z9RRrSDnzWW+52TXdRHdlpyHKCB3EWO/IPAmfbTrnj6k8DcJ\nPzTP5OybJMQSE4kJLEwknnKj4C9Es1uTJFvMcdGH9ilkLKeihhzWvUZL1XD3nQx3\nEgzRX/ABiZaEAhQeoaD+fBO3rIsCgYEAvqEWkmI5plJ7SYEXqu+arwCwSmLS6QXK\nQwwaoLDR1l0PwwsORcXcrQezPWn0T4YKFnYa1MFtjzO4YLPVOWynO2G50tVmTBCB\ndGhrMuC+G2UB8OMPZNakcATG+vJeaqBDzMNBtmpJcgu3QuQYHPROAs7oXD0P5CHJ\nCLxYzg6M08gCgYEA8OvZ/8uYZ85PxlmGiuWcV5oozy7PW1EVAK2x3G3pPvGAmyjJ\nCYm8hYms09slN6ZO6T3LTvkDa8TvAopZIKJvN3qSgIUNOrjikHfHAnJRx5pcOfuX\nMuUqzQPZTCISKTGtlsumVO0malKD1iwg033jD9xw9Tu2chozd95RswaPWbkCgYEA\n2OGofFfidBlKxKK2GGFLg8tzzggF9udrcUUoqdFFlAHApZ1cw1J/VA69CkBZaoDx\nR51gsACdxNe+RgdbbvAOoWYi2/NQhjFHAG6eeojvqpnLXfrJ2+F5RxwC+aUbm6LX\n5KBGPyDOVV11R0EWCMMBhY5e9muWfS7wzHKPqgtx3L0CgYEAvx1DeoSltkX7NTKa\nkHTmNiEXHb1z7ybqvTJbfTtpjKf1QQhKSAJiSrE+1+VZZY4e/5QiS3I/hpzaqFOz\neFtkpF6nIVIauyZU9GY+2hXPRIl5yKR+Gp1MA0LKka/MDOuywVp+H7w8a1W7OgHZ\n6ZekhzPtzexz34iP2kamiXIEx1I=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@larkspur-ml.iam.gserviceaccount.com",
  "client_id": "200866456289852460986",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40larkspur-ml.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

dat=$(ls "$ROOT"/DATA/*.dat | head -1)
opt=$(ls "$ROOT"/DATA/*.opt | head -1)
docs=$(( $(iconv -f UTF-8 -t UTF-8 "$dat" | wc -l) - 1 ))
pages=$(wc -l < "$opt")
first=$(head -1 "$opt" | cut -d, -f1); last=$(tail -1 "$opt" | cut -d, -f1)
echo "$VOL: $docs documents, $pages pages, $first..$last"
awk -F, '$4 == "Y" { n++ } END { print n " document breaks in the OPT" }' "$opt"
