#!/bin/bash
# deploy-sgtm.sh - server-side Google Tag Manager (tagging and preview servers) on Cloud Run
# usage: ./deploy-sgtm.sh  (needs gcloud auth as the tagging deployer)
set -e

PROJECT_ID="brightloop-sgtm"
REGION="europe-west1"
IMAGE="gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable"
CONTAINER_CONFIG="$(gcloud secrets versions access latest --secret=sgtm-container-config --project "$PROJECT_ID")"

cat > /tmp/key.enc.pem <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIjvJiOMewqocCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBA13ptmYRCh3cwJGSuRlmFKBIIE
0EwV/XY4mUBIRyhKoFaW0wEdIj0PUqMiB0ZeU5OckzBq3hgjc3OmScJVFS3BxQy0
oN6CXgUUVfWGKN1dvEUFkBctIUCE/feBmqoLs/KagH8fdTPB96+rq2XadS9hOIK1
m6g5rZS66WTfzzt3KknuF0aNu2+8iVqmwCfBJRg8SFLXrfsA6KyRL7EIqb8tJCC6
EYOLrv/gQe8ADE88RXanDfvjqDgjY73znPhwe+ekEboua8a1/clr7aUKbAHxKzBa
E+h7KxWH1tpohMp/lnjtiQlZuS9bc+3LISbbtBvPVF04IfMO2t1x02YDOWQrvBhW
BFu4zV5iI4SPVG+sbzL9w9mLSMzEqZKWmqq+pNWfM8Mi1PnagRAHKGr4QJGfy2Zp
qWjCVm/VqGx979YmaudL2hVK8b2krMMCziph+FLOD94W2RNUmEu+SOQXRv2k79eV
L5z/iZEJrEF9FEE9jCyQwubKCv/GpHGUC8l/6lgbOG+kdKV47GFoMC3lK9imSCTu
UeR5Fglo330sTzELju9irkPR0f4l1dLJuQBpyMQJZxbh9857S2Tv6c9X2Up8pAwH
cgYTPAsNB6s2IKkfdov7Lt+aMC07crf1l57BhhAI54cODAxrxWJthoOIgpoMpKqs
8CO+D4aPp7TN8fS6EoG8P90cYa51Isa0rck2/5CrPwbWxxan7rzMzQyfKU8RJtgo
tTYcO2F5F/xSgckSjehkzBZbeJ6XTk1fh5GLZLBz5m3U61NMIGKG74K/afaWZxCZ
U3lhNes8uRZiROoC8xwTN4R+u0PJMnEsUMHRfe4cCBltmmw7Ym0uzgknNkAMRZNw
9J5iE4NnjZmaq7QkXNte36kpLATefZS2OD/iwJ/h48ZOOHh5iu5nKvldn3l1EnLb
nBc6YvJlZNUqMOKlu5WfB0aLd45zCNO9hdybiAt7vcTu8OX2R76oluNU2h+jRafu
2XNAn/kl/qtUV2I/QXuMcrRNaL3n0his6O9OFg1WQ3rj8Czrrac7P7r9h0A4QH6e
3PLkZ713xPjQsQQiKg7NKm+CiF7HSrTDeYaic6DHuoK8RDiaRkUZjzo2lSjp9M72
R8kr/5fC8yn0IyYGp4mOd8E4KVhXRFOLe45fjVmWVhT7rJEf+vQhZhFmLVHYvZaF
G/GPIr6FDj5mkmlaCQYT8EfFWQhXXGtgz0fXLzFwmCbmfYsTc/uPumLiHggT+QqI
klrgLHR3LsFCw4uOHsPR/Q0lbqYGOchuCqpZx2J33YXg6aIAoGkd6PfKG5P09RyU
0RvXv8bBYXsXh9GvnyFAJWE35s7FeIuvfr6ny1yOEaREtg0HO+FIlPGfBzM9lo8I
xyTbSkae4hUd7aWmC2EgmOxB1tjKDi0FbNhDh79bEgopiOYPi6xB6skMtD9DypEq
tMMaJWUi6KyrBIDn9pIcDCBgk/2iELWCyWkGGPntix5wZjmQ1SoT1B8ReR/5XK4u
13WCq1UszZCNaBOklVs7Mq8U1WrRYehaLZaCnYp5DnZvabRBLB38vRIcgqx54vV5
d+yg8kVOHm6RvKAT4R93pIKznvrvBtlH1TNdbLYUjwagWLadLVBkm6cLD7e29Rgv
Xp8ZCdmQBQoihyXGrTRysL+bM44ExD5SPg7uyi4gaqKO
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/key.enc.pem

gcloud run deploy server-side-tagging-preview --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 0 --max-instances 1 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars RUN_AS_PREVIEW_SERVER=true,CONTAINER_CONFIG="$CONTAINER_CONFIG"

gcloud run deploy server-side-tagging --image "$IMAGE" --region "$REGION" --project "$PROJECT_ID" \
  --min-instances 2 --max-instances 10 --timeout 60 --allow-unauthenticated --no-cpu-throttling \
  --update-env-vars PREVIEW_SERVER_URL="https://sgtm-preview.brightloop-outdoor.com",CONTAINER_CONFIG="$CONTAINER_CONFIG"
