#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Install key file
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Install key file for search-svc
# @raycast.author mokafor

set -euo pipefail

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "bdffc6a53d69bbd17d32f8a74fb1e44487bec7be",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDJ93HshdH2fOS4\nSb/AMQSmtKrC85fiWCjS1siCcypW4CLePUu40tPIoUL1//eWofZOfc8/+KarZ5T8\nxD6HHyyB1c0b+o/ktZXmYgO4KRm5U4ERLhp2OxHqwac1fmuNdv0UhzMlJGm+aVzK\nWSkmJGxyB+RnHY/Slt//UdGW0vKQ5NJPcEokAFbWlu3cgaXPoUV21/y2BMVcLOcZ\nK+of0WAvg+Hs8yn3o/Xm3917GAw8armYXvbajlso8BTWkzpr92s9cfsspVob+Mum\n4BIy4tTO5YgnbgcfjoMSJZOaqRIlYuxQXSJWtpS9VMRl8u0/Q8uGuYTJxlP/SqD2\nUvC2UEIsAgMBAAECggEBAJ/cFgyZpZFmAzQqz4U7Jq73k7di8brifKssM3EQeLHf\nxRoWDImtn/SgRcRdqQ3buC6ybHwNe0xkGlzvTWa99mKHVpCagRroUotlqPKVCGgj\nGLcbYWzruQ1hQfAUvxR/D1/m2d5uPzA77bxxoIPXFhbvRAQGSiz1pTvuuGVmWD2D\nHU0TANtpgkoPilCRDVYDefjx+TaoZbjoykZKcDrcWcjH/WQoIXHKJKH8NZKSWO/G\nZaWKzl/DRU2ohfZOUguB9wDUkEP+ORK8nPCzJlV/wwiPyWkbzFxCeCjnSbwow7rF\n1vfgPJAkyI/80ZHLHcrxbH81AxKkGv4E+B0bTPurvOMCgYEA2h1tM4jKA8RWNbZK\n1vEDn+vixE01vQ2lA/mk1Kc89Qfo6pJyPpA+7uZooeGqCmEhlvMGkusJK+jCnyBm\nUL/d7AU130tMkPhOj9y372B6B5EnFiI4c5dZ7G2x3qMBV1HymMJTxZWdAiTqEt6s\nRIPfTPgjbynHftNIQYqhG6/ycssCgYEAhQ2+4p4B5lNE9qR/anW7KZ76aZdRCg5X\nQ1n9nol1JSuyl2R7gzat8HjLHd58Rp9l5RVLii/CjsJIRcl3nRTXTF2kKfsrvrvK\nYVvq+ByqtrAIaLRgp8kKDdGLFcwOTemDimbm/sv2uJSg8BLHUDOnQOajgV2b/61V\nswygYeYx1a0CgYEAoF3WWNA4FVESQiKTUHpI6Odk9PIGvq5qS47VpqEdjM9kKTnf\nFrFSMgrxM8rh1UzGYEGHY+2aOg5JQtjS+Yn/qVKr2mWuC3dErrTpacY1dTLhRJGL\nYrOSnok87uCQZltqgFf2f0hA5ELTtnVnTqM9eAidhICPOsHq3n8YYDsrCdACgYEA\n0O+/7YVQ2e2oZXSfXqcb1CQB8YERRajQFEv+bjoWC/h/IhiLHOxxXrYtPMylAliw\nWZKTlvuAImvS8Su3AjveuKu0yVKynxZ95OAd6NhY+xDwypTlfHl4Dy6p1nz1sDLo\nne+YggnmVv8pwfC0qwxR9eXzOz4FBl0jkimCMwpHNPQCgYEA5EHWzCP/d2ptJf9i\nlw+CVDnimgMBMT+tdzmn8KcQV3rJT+lrRxukxWnklF2TZbU+/HgBYijjElwwz+ep\nulZf9+x2kkzoQuwq9oiG6kRnxBmZbs5lhMFtazmwAscSKgUMUR8b7jVi4/Dl8yr8\nyqmUvwN1zqYjrhHkgCofDKt9ZqY=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "062256807764578148092",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json
echo "done"
