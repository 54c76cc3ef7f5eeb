#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="northpeak-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjEC0ioTfjELTX/FvpJuVOnBFnNpF7YDOaBJ/KAvw6cNRNLrAkaHbl4SNl8qO4beOtdNLqQnrfTj4dRgJyhjk2/uJfe+DspPBTiI17yx9JhmTWZqewI8XZ2GUP11oJmg0yFQ5l8dGH0Ro+O/g6b4tS2c8ku/wme7MckyWc27wzWV5TTnS5AzkD9ppEH3eQ9DJCkzd36TPAG5k21GyksagfvtN/ZE/0+SoPA06jbYCJbc0qAfWflZpvwO+Uyoi+vkdZbY+w5Bvq3xU937F4QZC8p+lBxksZBQe1FBicJISLBB6st6IbeaVWJZRTVJidilATRDxHutT1m4O5PD2yCrXYETr0IqZ0XHYDVvwH8gwHTkwoxKCyIi9ZpK4LtcyDtkgOahxMNX/cEpobFrNf+3UCsHNGFWW3fCZ/1W7iQeR8feCcBMPHRA8t6NiW+A2asspR+5RHBVXpD1kYw0uwTerH6Tco9RGb9FsOgxGaJ+IRkmAhFQXoLGX+pf1LT/BotZ19qjX5Tt76m9HNwGInD09wE0YfJaynbWYTtnouWern4omKW9bVyAlFIAe7RH3v2xZa501WuyvyBx23mpAcQiYCQcb4cPMZZAvKPD351yyMHaK1Aar0Ts/kMXnu3xQ8cS832EsL5RdSaqs+mzUUCjv8+0pF8A==

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.northpeak-apparel.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
