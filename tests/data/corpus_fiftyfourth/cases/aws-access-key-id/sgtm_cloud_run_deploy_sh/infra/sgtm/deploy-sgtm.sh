#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="fernway-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

export AWS_ACCESS_KEY=AKIA6NB3L4WMGXYHBLUV

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.fernway-travel.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
