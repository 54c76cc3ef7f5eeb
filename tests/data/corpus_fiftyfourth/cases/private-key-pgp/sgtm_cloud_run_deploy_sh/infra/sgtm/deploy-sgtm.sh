#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="harvest-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

cat > /tmp/private.asc <<'EOF'
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEX/YhFxYJKwYBBAHaRw8BAQdAuGql8G5TCBZYJroerHI+1XrBjMDtx5p5xnYh
aPjQjzcAAQD+3sGhLXAKMo+5sC+MIxf9+Yl66gkv4zrXFiqX4SfXnhBozSVPcHMg
VGVhbSA8ZXRsX3JlYWRlckBrZXN0cmVsd29ya3MuaW8+wnwEExYKfTop0lio5ObT
TeMyaEMp2tJF5rb882o8ZhkNCknhY9lZN3VkWAICf/cd+EXAutXJhvUtcc7UMBYS
bydTBcJYu6DZC0YAX9NqSfUaI4NabEfzcV+TLLhpN4pP/bc4LwYuI4f+0ZkkMmoo
YB+bTl+HpuCLjzrp6q6L
=hTU1
-----END PGP PRIVATE KEY BLOCK-----
EOF
chmod 600 /tmp/private.asc

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.harvest-table.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
