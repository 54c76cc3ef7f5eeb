#!/bin/bash
# purge_patch_cdn.sh - after a client patch goes live: purge the launcher manifest and the patch index at the edge
# usage: purge_patch_cdn.sh <build-id>   (called by the release pipeline's publish stage)
set -euo pipefail

BUILD_ID="${1:?usage: $0 <build-id>}"
FASTLY_SERVICE_ID="KAfaBkipKZuoeRh2f4KqB9"
CF_DISTRIBUTION_ID="EZWUDM1B0NE8P3"

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPJi7Jxecg4NuFERFGrjfRy++0k8NmXU28r+HUdDsh9mIRU9Z
h3LZ5Ko09IYrvAlt5ozQYAz6KmvI2E3ACjCCASIwDQYJKoZIhvcNAQEBBQADggEP
ADg4Q26LHDsTqVy64syYh46oJqB+UcjbSwq2rrQCo1b4BWzjSnU7WFnmpnJdpQ6+
cDv4fX5y6xjJ1HJ2sVvSo+B7/7+wZCgglkUd+VpLxlPloZBmPajXMyyCoGfiOtr+
yO9w8/PDxYJpAidEXMqveOnIhq2ipALJj1hHY9CEnYfe+xFT7S338wt2dabKMSe/
vLfyJd4lBdbX88aeNnH/eeWcbUymyJqRj9Ul9h+Av9wDHFiuF/DMKfHDMFV8eqL0
vHNLxIzwFmxMjkyXfkRQHhGYI28qGdL3F8QYUOkegyI8+sscCK3c+N6C9c29A3FR
XczX+9UuJw8lIUeMMbps3S2lLqWLVy2V2W3WxwWYOjANBgkqhkiG9w0BAQsFAAOC
AQEAMt2M1VxutNm/X3zlVa/9lc4rg+8N2Nz7f7lgbaSLzPU+wDIPIk1f1SRltJTZ
YCnqELG6EV5EmInTjVB1a5syNSt/N0sxIPiJ+7fsXmD/OPEhIzwNBHJYNt8gDCiW
I/oV6Jgi+Jsi8b9bmXdigXXpbgfN0YQO/c1KQtGuw+W0k8I66ICwL+J/Dkt3d4kD
AuEh2+3Zh5RZa1Uu8Tz+wJgCSgc/uUXkwf9GbrOZiTTOOpZ5RmyeSVVZiynMQhvG
vWF40EtyAlFFNaX5kbe0x9YTcyp1oamZUk331eHmJO4KGTbBcSFEEUiZyqnPvlSv
0eyUYDe6cMtkdFgO4gOBEYXVXQ==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

# Fastly: soft purge by surrogate key (FASTLY_API_TOKEN comes from the pipeline's secret store)
curl -fsS -X POST -H "Fastly-Key: ${FASTLY_API_TOKEN}" -H "Fastly-Soft-Purge: 1" \
  "https://api.fastly.com/service/${FASTLY_SERVICE_ID}/purge/patch-${BUILD_ID}"

# CloudFront in front of the launcher origin
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/live/manifest.json" "/live/${BUILD_ID}/index.json" >/dev/null
echo "$(date -u +%FT%TZ) purged patch ${BUILD_ID} on patch.gravelroad-games.com"
