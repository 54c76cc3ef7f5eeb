#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="velo-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

cat > /tmp/server.crt <<'EOF'
-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRANtuSx0CWvolAQNgWJomGiEwDQYJKoZIhvcNAQELBQBZ
bygILt/sgc6olQMkYXovVkOoXNkNs5BqjrkRT1+gcM4xGnTVjuoZWFCMjbxc91sS
kJhKK6am1thlW+DjwcKfznfzb7aJmIehGWTQdEAJ+JXVcqmyXBi2mzfuqps0B3av
/KRtXI+cXbuZLWtg2F5r/TNeyCERifExzkidiK4UbOY9AkfE6FfJGv2dN0vmpBi1
B8gE3QhlFznmZPqRubV4kEQMmXWn4awv/ziXKEtFSo47p+g/fEakRDedH8jqdw65
AH+mPm/AHwQGifufgAz0NGJ5nZPUvPqCr0Mk0HIoBN+YXNyYe9nvS7HzG6ruO/+w
4GjeXFXNGZatdlNuORwuFK+q7eFiMiTPDg3VdlYqvvVgaTqp0wdXmRGP6L9tlGLA
O8DrGQRO07i567cwDQYJKoZIhvcNAQELBQADggEBAEM1oO3YrQP0qhVv1YlvPiJc
NoRCGc5uMwTvIbHWUDDm5O76V8OsrmRqADvVB6Ihm34g7fI+7L8M8gIrRX60MBc3
Lj6t9PsR9AGLHQEQJYPy/8Yvg3/xDna+m4t4CD5BRsc/Xxvqf3BsHEQfpvqVPW7E
mlCZtpk5QimPUkYZvqe4XEZHgwpPQIhWuiWjsicee0kWPGp9aQ0nB8fAd8zmUL+t
QsMsj2Vx1P0bhCZHaMC2E5xgmdlwTLVl8q8kqAqQdNVG/ZNHKacuvZtHsN4So6fu
mJCfO5p9I7yJtlVYLjHBZBvaPazopm+TyNkiqW9CYwZ8lNq8a+m/aJceCT4h8EM=
-----END CERTIFICATE-----
EOF
chmod 600 /tmp/server.crt

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.velo-commuter.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
