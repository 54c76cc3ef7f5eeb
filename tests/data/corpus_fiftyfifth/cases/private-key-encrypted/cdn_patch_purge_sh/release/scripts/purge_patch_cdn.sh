#!/bin/bash
# purge_patch_cdn.sh - after a client patch goes live: purge the launcher manifest and the patch index at the edge
# usage: purge_patch_cdn.sh <build-id>   (called by the release pipeline's publish stage)
set -euo pipefail

BUILD_ID="${1:?usage: $0 <build-id>}"
FASTLY_SERVICE_ID="tOBN7e0WAsEi2WpJB56J4I"
CF_DISTRIBUTION_ID="ERX88K6W01K241"

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIDq2uZfpkIQkCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBDjKoRMXUG8qFWhqmpLwrqjBIIE
0D9DwWzt4YcT1ziTDv2AQ/og8NvqfSAuDy5gkAZ0RSgtnmOHKyXlZFGKFWnkO+G8
VsAjdbrUbocX+XKO3tqaFVjkkFcs6X7DNKklqf1axzkZ5sWGbKdok4t/kHDF2KWs
NF/TvCdBLe1u2V0dd5O8VYVktx/E0yc0I0S2DUvY0vwW5cRzZA4bTVWNtBlVBea1
IMjG2m2VlJ/9I8FTw6QszNuB0d4yEiJjI3a3YKzbhBOiDJBoNr/neLyVpIuWNg7v
6eDkMx68fi2b7+sLYwGjSxvojG/yI5myovyaQiiraAAal4zfdyV4Fs6CYfaLTfv0
0VE4YDEyhxzaT3CIb7MYF1uUz8w+eFh3oItoraQN5GErclxsXZRqkQ2wCWaAdHYc
0I1dL5K8Iyb0J+Y9zTdqjwgnicQIF0yuboNtL3lNskZujdO2RJbdc9ExiHx/8EkW
l0HvmjAHMqhMhM7Ts9UOH9iWZwFBNhEYnF+GrQy4y2PVb0FZOD+Jd9/klVwQIy/J
C3amZU9Lq5htt63g9tZPesXIu0hqBtFvmLvqWc7BhDHy8CTIUbNjBiDIw/8HJ/Vz
Ojq5wh3vqZWv3WRf1hKq9XidBUWbGSyYjwqYLknYi4TAVJf8S+8VaaTcQxdPUX7m
gjTAA1iyDVRqYUL0FSzpGHCguREY0TL++cJR6CUMoixB6t74ndlDjlxBM60Pewhn
YjesJ+dGgWT32NWogsaObfgX0RCsZWRPqDLOxFGKw36OO3eOTLXdTAUMD2KKzOii
8Vb/mKUoloHqB0/yoZvwBcawQXDn3O4sbxWXRTblnpk6m1JThBPXJIbgfA7+nu1/
lxYn44/7GeaWY1/cQGLacJiA0hEUEIDu9p2HcFRCYDgb7Gz2k+GJJqOCNIPgdpCv
KwDaDZrYUaFgMpqNuxXn8aAZjT5sY1CeqQJbdP9HI+6wgEvqJEQOS1yn+xEtpAnJ
pys4g3G68+mArDsbPzvs2mN2wXkku9bVXgIv+N6VkTY70nTxri2v+zpQsJa/fO8s
Unf0Ybnot0C0JCD11oc6WoJgxgx8lJmAU1DRG/CZa9pG9ZNv0zhBTyG62OpjRCK+
L/tpKJqmaAMW7k37z0VHvXiWDdwCQaPnUdaTw0Dgx4hE3K6wBstu1Y9OerfH6QjG
BA3f5bWOqxWWPKSFMl6Cbf6xI231iiscA6Hll0B/MHWkksyAD+KDDsn+fyGrTBBz
GlUqiAc0GeLwdPxBkZMSmuk6UmOwHQdbN1vmjPmUiSVAjtt/aCFdeleC5L7+evkC
HQ9vs/dYmggpvYiHmxcy9ooRTVSRhDNsSzX8alabRQ6MuT8SkgvLEztXmdWEXfwA
JQ2L4vrpIfu2ZkJVVuyr0/BVBzr8S6iDZTx3wUa0z910JZccg2YyADwpqsdv3vEk
9rg9rt+TnJ01cI/DAJJEccbny0L+mS//0B/cbWED8+Nl7QmFoLLPOzA/3Fm6BhBd
jOc3sgCsY+63/p/k4udk/U5EulvyeLw5d3ONDNzWDJjVNbFnwPocr+GqOE6jWv/X
KJSZMXK1HBL9/3GrAV2uSMwuoyifEAhmZSdpce+BGU31jZ6trMUnZFiItP/xLcqD
R2Se7UUC8/d5Zc2TsZMTt9D2BHfNXdi9RJMwj+87hKhb
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

# Fastly: soft purge by surrogate key (FASTLY_API_TOKEN comes from the pipeline's secret store)
curl -fsS -X POST -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Fastly-Soft-Purge: 1" \
  "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge/patch-${BUILD_ID}"

# CloudFront in front of the launcher origin
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/live/manifest.json" "/live/${BUILD_ID}/index.json" >/dev/null
echo "$(date -u +%FT%TZ) purged patch ${BUILD_ID} on patch.emberfall-games.com"
