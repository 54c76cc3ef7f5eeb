#!/usr/bin/env bash
# push_program.sh - program feed from the playout box to the cloud encoder over SRT, RTMP backup to the CDN
# runs as push-program.service (Restart=always) on gravelroad-playout-02
set -euo pipefail

source /etc/playout/srt.env   # SRT_PASSPHRASE, BACKUP_STREAM_KEY

SRT_URL="srt://ingest-us.gravelroad-games.com:9710?mode=caller&latency=2000000&pbkeylen=16&passphrase=${SRT_PASSPHRASE}"
RTMP_BACKUP="rtmp://backup-ingest.gravelroad-games.com/live/${BACKUP_STREAM_KEY}"

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "ff1984aacb1294fc8c2329ad2eefdaa7bc39a4ba",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDJF6eBs2EMp48g\nl+4owP0c+jSyTEaueCFARmRkaBuJ1EmIcN9CcKbY6N87vjPIw8/WS3l2k9n9BT2u\nrE+N8T4HZGUhSjJvepIAphoFkv+Z/MgrKprkQe8qHMTUktRNaGtlpMy5BlA88p3i\n4qOve6u8mNtSV2Yb6oQtFXeDO5snj4aZrsVHgJROdRNODnwBeNUIVM4sJJe2s16A\nvSUsL4ZK2ZrFvLhYk44eAsdnkOgj1kNsicNOazPquV6Xy3aU9Kg6gjmcWmZrbdK6\naxd77BvaE7qnOc4pFzaBz7SeXc6V79DmISR2wGtFJQOd0iZD7N4EFw7v0FEvj2XN\n5GOk23eAAgMBAAECggEBAMW7K0Xz1+0gAbSWbZV4NdBmuGXI+bY76Arcw+l0RtPp\np+fIly+rOZ+zaelDgputNuN1jmblogMLVEmoiJ/if408HnU9QLeIsYpUWs5SsJ8b\nv6A2bA4y0n+OOyrhKvjmdbgTQstPaBJwK3M7kao1igrPUUN0pirtChmppf5qcEff\nzdYLq3REClsHwpae7lb822ErUuMvFkNxvI7VjLO3fcpsoPJMXDN2ExIdKzBTFM6n\ni0/hkfW/g0U7P0AZBHCp916nDAzO31/2srhrZkFGZZGVmwMukjgg4IcmY8ac/Ge6\nNqhlLPVNvpyVexRsc88TZa6HJ2oYPXRZyCUZUMwTTuwCgYEAwQH/xybzGiqpAOib\n6WtGa1CO5ycaZ512D3yUU2qpGi3w/aTLtHBQnic26kuQiYaMYEV+EdQCWoYrLcyr\nmUBpcCRM0KYqtw4Uva/4nyrRkKMmkNVfze5x9hFVqmbATzNN/cZZgXCgOFbQwi7O\nGOYrLWv2qKsy4X7l8bDHcVtibMMCgYEA5f841TtL1e7A85tI/lm0lVr+E/DPXU/U\nLlRDbSsWWvA6smqkm8vektvANuRgJj3P4dVUwkHCVB3V1rPq/yK64qryGt7s48mT\nCm1QtTzEYoj3PEoQ7ZjVYnzOxCr8Fz2H5+NP8Cur7XfvOm7qIPYLZxuwdpRN6RPx\n5/TxI+Pzp6sCgYEAyAjcGftNaSz3jCZY/UL/kZo3ZHaetWhefuOk6fxOOQaFlHIA\nIzoOWtfkI+Tuf6VrQyhVKLlsbVmYhyjOh4kkrmVSCEmuvWKeBTHtQfeHspTM9Pax\nruc2KMzXSdZGgFBhom1057uUWA8qClUwFD2J/2qew7qIBYqZJv0l5lhOTuMCgYEA\n39iN2jZwMDq83gaLo83z4lkc3H4Iehm9vz1pyYabPM231RnZ03CFJuG7fg9wefgD\nr0jZl2esLVKvXZ/dbKBMlC9kYRY5TMkvuDfDIwXG92/KHAIJGso30q5U/hyUPBR/\nb9ZBSjb0YR20w5BJvedxYHFHOSt4Fvw4Et2ng2b8nmoCgYEA4RQ1C3hWWAR9cVeh\nRROSXZ40lTWRNP6/qLSnbQd+2Xecb892f58E+LRvFALanThu57Fiy4vBuXSPnHr2\ntu5yZu9G/nfNGG7PyCenIlylPMzM5Vj7QJC5/ej4Akubo+jPREgdIQCF2wvGKB4H\nV+A6T7cBCM9F7CGAciXp32Ku3zY=\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "355373670419276863771",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

exec ffmpeg -hide_banner -loglevel warning -f decklink -i 'DeckLink Duo (1)' \
  -c:v libx264 -preset veryfast -tune zerolatency -b:v 6000k -maxrate 6000k -bufsize 12000k -g 50 -keyint_min 50 -pix_fmt yuv420p \
  -c:a aac -b:a 192k -ar 48000 \
  -map 0:v -map 0:a -f tee "[f=mpegts]${SRT_URL}|[f=flv:onfail=ignore]${RTMP_BACKUP}"
