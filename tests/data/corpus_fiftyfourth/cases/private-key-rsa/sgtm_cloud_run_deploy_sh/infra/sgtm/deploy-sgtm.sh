#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="harvest-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA75hgEaW8OHylIWqErYGB6akVX6rpvbI2WF60xIIuOiWA2jMU
72HqMIPXUdiX4dQ2bgqYAfSmgDtn5QZ0sQIBVbhQEVF0puxKYVV2Thwzqq8uOQoq
YaFXsIR4fJDaf3vEvGEwCIvKaF8VnzD1ZUs2z6VYkv4IoXJyjWmH8/jVG9BqPUGR
asH/pzAT/Fp9bqzuVnlvImsnB4jKJftWwX1mbezbtdJYasWJXdKwU0hSAvcwdU/R
w2s0lFMV5G8t/iQ1OpYD+32sOjXrb9bkNkgLbbeSwstSGxe1MaWVYcWu0wMR3y8W
+JpqAhun6zx89bXX2Lb8d8LwBm19y/UDPiJmuQIDAQABAoIBAQC0OVzalL9jmRjm
0FKlUUtav9ciKzdqSeJMhg6GPG9wWFdtTRXCCzAHk4PPYK/qPjCkioix5q6EmZI5
xSeUlxSNSvzwAbck1pyVARXOPMR4YxrmRm2XaZ1I3c4TmMhZtt73D+5KPXG8h5iw
4oSephnXBmbwGTMACn4n3uDj2ubVaI5iBke5y4uKZeCI78Rj6Ao1qOmHaRIDpKct
dnLAtmXn8neHVj4FtrqsIB4GW8+gO7kYMIkYuqAYjOe7CYk9O+EGbfktDDI1Zmi4
krctVpXO01pbtNCQ46GojPCAua3Nz673F56U/mkbZ5pMTQV45c3Osb8W0SeOJtq+
VZClFw68AoGBANwRPjX3JqYapF5fcvcWkvRQ9PxmAcs4sKAKVAKCUOMBYN+P855M
jHmJxRDWSvtIVcxokgg1NBu0gm4ebBme3CpuS174rqPLwJ9SXV/fpCRcOs0zJezK
YIwIPeq0mZ/WK/Pf0pJNn7BOc4TWf7j4FsV8F3MGkdZHAmEQ1RJDerj+AoGBAJxj
o8KrhKfpWHM7VsX/BVvvv/MguRt55yJPBBxsyHYnkYkDNBoUD0J+znR+msZlYxCm
UUHJOTzXpx7Wp0l+ExarmScMpV6GVYu2mxzDUwUoal51rJo7gzVtpTr2zky9f+aB
CKkj8wa1JpQPcLrm5t3it20QYs5qjYYv/dMkCMHGAoGBAMYHqaMqZJFmksGeuqIF
hAs1SOMAC7lcKcFdRMh8uAIbr7mObWOL/6oBJRjdjIP8mW87KLD5yMiMz/2YpAEV
jv99PFDRZ5kEMgtD+FkyPd63Dlp9MTcdWJj9nLPYxbOXovvl7skGI5isB81w6n+D
5bDwEiTgopCcf8bY1wxAT23FAoGBALR7KAFtkjrF7wqu1nm/QVzMpWIaHOeXLhWG
qKvYMJtkrT86Upib9Xp4jrh1s4c5aNvfHzJqSsNMv6oi3/YhNE4nZXKAnycDRbBR
WXapER+kkBokcQnJyiF5rayU6PHdCWo9i+huCYSPNcWJPwVzHNyg1PGIvRdgViBW
3tE+cpMtAoGBAL5MN7LSBV+AusMoPoAcuRD3CRsiCPkaxxUCY9ACym/LOs7Mx9or
ME7+Xnk6eRoBDBR6NGf9ju/RKxVzGpET+RcPR1HvMcJVwl+gPPTeVx7+0JiQDOtD
h4EAeLvoXxkJtIycBuqleF/vd4Vimk9rLFAUBB6KdGv+0OvJN4lXGegA
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.harvest-table.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
