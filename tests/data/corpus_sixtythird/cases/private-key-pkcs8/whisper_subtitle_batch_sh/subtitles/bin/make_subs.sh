#!/usr/bin/env bash
# make_subs.sh - first-pass subtitles for a batch of episodes: extract 16 kHz mono audio, run whisper.cpp to an
# SRT, then hand the SRTs to the subtitle editors' review queue
set -euo pipefail

BATCH="${1:?folder of episode masters}"
MODEL=/opt/whisper.cpp/models/ggml-large-v3.bin

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPN311esuTtXnVv1WdGZ5HwxMng1gJiCkBBc52LBaoHFNXEwu
rLpkVxVC/ETqaO/ilysWXkzA5KlYTCt4yjCCASIwDQYJKoZIhvcNAQEBBQADggEP
ANDTfrwJI4c9lZahyZVrdExPCDCj/Fm+E31leA7rmpvopsdKDwH4LDd8w0aw9rHo
AvGsy2pq3EWV6QmJSaFHq7DEwT4y6Oyq2/SikIHRXT8ppkdbT5vBF094MdFLm9sS
cvmjXnMnwceI3IivlxaUHzZjkRD33x7qSAUBY9TP8fGWBfgh+kFRLt9amnToWbbR
yrm0uVjQ7aHKd9feEpBU8ChAMDIcghEb1r3Q358WzhW3Bm5/Kb/n/jgs+Bi3l0uZ
6mC5D2+ZOYa1ty3RoWNy+FFIcHVDqF19/uFC9AOwK8Gtc1uD0T+HiYcw2TuWGmQm
W9goPqUT5l0IdFFFejoXPZkWktp1h8/QevsPt19wFTANBgkqhkiG9w0BAQsFAAOC
AQEApXi5PpovvqzIwtzEQljz5jVbGmLHBLetijAfhuVdwbMajDCs8pQJfaTMCGsU
XzgsPsCCP629zcDk8033RqofifQ/BRg/Dxv2DjxKiY/WpZ9cnbDaWqMpTasH9M+8
YheXyr+yBpYQNcfWPgduvI+ar1PT6Ry4Z18E6j9ogO6AWq/HNMNtrzPqaxjKxPEt
3S+XPeJUy5FNdPLpO6S7luTJSqQjJC50BLHAuKfFSSPB8ASdx8g1Llm9HllbAgUw
Qw9Bxj/dgsfDXUKLsdzT/X4O26l70fJmTF4fOZ9FwtygRZkkfRqSqhZj3A1PK3YN
lRUYfILyGwgIEzCh8MPL9ajybQ==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

for f in "$BATCH"/*.mov; do
  ffmpeg -nostdin -loglevel error -i "$f" -ar 16000 -ac 1 -c:a pcm_s16le "${f%.mov}.wav"
  /opt/whisper.cpp/build/bin/whisper-cli -m "$MODEL" -f "${f%.mov}.wav" -osrt -of "${f%.mov}" -l en
done
ls "$BATCH"/*.srt | wc -l | xargs -I{} echo "{} subtitle files ready for review"
