#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 90918551 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="90918551"
BSP="IE"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "4b173538933c465ee326d4fa209d0ea336996fdc",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCvO2d5qWMMb5l7\n2lllt5TMVyjuEfP9JadLHEWYbVQA35sGnbJcdfNflkq9HN25rIxk4XQFSvwk0VO+\nGr+dLo5WYgCxboPszMNSSQhVlTzbPWld0zD8WAwo614T2QqyGneMWWNmUaZMOSY1\nokIZtOcv3MdVJH4qB+1Gi8YIz8oYQSOyQG7vQUBLGZ30SwHC2xfa9pDXbk3tW8hH\nVhVeJ+b7Ef3HhWzCTSBNP4hi6N3nA5VTOm5clfSmgQVSCy1qWT+eQygyZkGgWhyT\n+N6nQQQOGU2wwq8y1VvFX6PTP1BDgoOlspTZH4hYUfsG351R8Dr/tkiisIz/12RW\nE/oBIETNAgMBAAECggEBAJRfiD4246S9vxXh5viubXCsnN1e+1eKDe31LUTtijVw\nQpPkL5H0OrBeEIG8n/6+4iMHF6lqquV8fpiq40nrXS4Mz5Nu5VXMesLtSy+rgxek\nf8Q0i5PzM8BlRFSPMIITEPvSuheli2PyzUOIA2SVQ4ndBP73111gvVw21fIbShPM\ncqAQCM/8kdRmEjdZ9fn+fVXiBJzq0nM//ThQrixPHhmggAiyUMwjkDPyuL1rdVTr\n2gfAabJcKnYRosN6AB9mEufkwjs17g3M5PFVUyMo4aY1yy1Pel2ne1wvDYY7NVyq\ngHREPs8DSm25Q/i8wyVfmSwzNREFIKPSxkviOH4FNUECgYEAqJgNvn8/ILVp4ZE4\nXaN+owkQtDrofGxyO2K5EXHwCPI4vynyjhtLy0+8m9+Ivo2n4hd6hKU8b8EIJTtC\nx9BmlGvm66JyHf9EHyznzyZMnbMXTLnb+eJw+x/kY/AC39ZNrv74VTd37MZKz98L\nqNMYOGR0CRIJ7qj20VTZcVbL4FQCgYEAtLST98vyMYMIITd5YxewU6cQliue249L\ncsWYO6ryZXayL8jl0nDCwMToQjwolHZrc1QxQcJUb3nekHh/jn+OQNbNG80L8q6o\nsD0Ahbo/e5Jd3M23FUf6JOruAkQxcpUNWw0dmXHQwjYSRJa2l5SJGu7AAQuMyjYA\nJUwjyFMj4xACgYEAw5jeGPzNJTnYY5p186jjBarY6zFeon9eCOb4J0WtF9wFfCKf\nrMguVBRHIeFtfvGGAHvLEPdtyFVnElS306RsjLUnGGIj0K1XyybhDi07WVnXVnX2\nhziSGCW6LNoQ6M1lYTQxC6DQs0XR+PB/InGnQq2egLPRBDoFMCIpO0jnE4sCgYEA\n6w58uA+ZyYH830y12YbaZKnIDqXm1CtrqXoqltUTHFTnR8J750qCEPXdnFWY96HQ\nmZpIMSdD/weDplECxYN4J9ngl1VyNB+6hLSWNbeOEKLSYAU2Sl+v3k8xCXU3eRjH\nTgG9+hc6yvREHnKjPAKQj0vwvxfGqqkwnmLKue3wDCMCgYEAnE+g3gcrKNk/uwt2\nzI0nZeM7M6gjIlzTCflfnDX/xYdPMX3Ptdpw30qvESq/efHVIPUM/vQc/EXOtzwS\nmpnwHexH7EyWIgSjSwXonLMGKjrGmnoa6AMzhI5o2NNpMTs9pA4uMUobV7kK2F0P\nVm7v9ApkZrx+eVJXhs5LNwigb+Q=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "817276473638315317002",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
