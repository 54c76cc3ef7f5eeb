#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="fernway-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACB3E/vSi3SmBclNmSgb4icWr1psM1DcPNQPr2gXyDO84QAAAJC5oRrRuaEa
0QAAAAtzc2gtZWQyNTUxOQAAACB3E/vSi3SmBclNmSgb4icWr1psM1DcPNQPr2gXyDO84Q
AAAEB2HxeMY/k81cUjGMDALVTzl6H3QNe3zoAXnXFjh7uhQHcT+9KLdKYFyU2ZKBviJxav
WmwzUNw81A+vaBfIM7zhAAAADGpkb2VAYmFzdGlvbgE=
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.fernway-travel.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
