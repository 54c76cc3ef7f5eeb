#!/bin/bash
# upload_symbols.sh - send a Shipping build's .pdb/.exe/.dll files to BugSplat so players' crash reports symbolicate
# usage: upload_symbols.sh <version>     (version = the one the crash reporter sends, e.g. 1.4.2.31877)
set -euo pipefail

VERSION="${1:?version}"
DATABASE=quillstone_hollowmere
APP="Hollowmere"

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "cf4149fb042b2059a0d8b0c62a8f104f0f0a9116",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCQEQUW5QQwUyn5\nD2FDzmrg3KFL61rd/6QUxJLpuy+/4CbG30Dr+05qd4pBdGwQBgITBlLV3C0DWuwi\n9ikQu6E5mHuwsU/Za4+omiBMFkSWFQ8gDyOkSeNiQ6tW0LRXCnsx1YxqFgNHE690\nM8Dty6Pg3vVdTPOsLZPp0vM1I4HtGkO35GHgHkQ2avlQtTijSniZbAH4hgDY0UI2\n4i5x2+mr4BkiEk6UQIkUus7sSYcgvafd1vWmQWu2pkPTI5N/ZQyEf3TG3vMgpTSC\n/KBnBG2C6OeeBRfaPdLEaJD/zRIJytNrEiaBPmp4aGczsWUaSVhvl+jAgaW6aQoo\nmMNoeVkJAgMBAAECggEBALT5IMiMN71/hDTjoHhBRHSjpcSbsUQhjfBh+fx2yUW/\nTpS1yBLKfMZR9LNU+zM7OTReHvhJhNx/P8SWUQspb1NAIPn120I95UTZXAXm5oLo\nj5ZUNfX7Po5v8Qv6xba1xnQ4pqs/BediOq9x5Ri5ymOOzRbcuAtIhPfvf6zFV/1S\nOjsgBGi18A2p9XhFsE/8sY1c2tjKv7T14TLWw+SvXSHl2IjoozCb14dk4TfKHTce\n75tVtYh48d8wPQY+ZGfrdE8IKjuPKOoOs7vn/qbjWda6z1ldMZAI6E5zmjayfOqR\nEsRdvOB4B+p+tQyoprDtgKJXIyFjvgaJZDFjey4XYIoCgYEAwiHjZJGc7QYajavq\nV6wJC2xXRs8EpZW3+Em3wqFvhBrd+3i+KEO7AUab1FVQ+MgF923sLnB7qpGwUCLb\nPz1B4sAe8zTSkAcp+FvfAKMUEylO0DGlcOKlB2WqSJP0QwdcZU0NyTB9ynU4y9gz\n4JCsreGg9efAN1fskzN1XhBb9fMCgYEAmyfQ+2xKs+1epZT1T4u464YEMvJ8RTGy\nTlDFvSfO922TcjpwV+Gsz7P3Md/PqRZ4CBCpXOzrEBFZ4cDfaRa6GwAsuNR+QMTa\nD196FaojAkC+YcTn3ZEKlnlgwdO6HPp3/fzZ8Vr9N0AVgMQq8d3CoKkDftZE5TwZ\nzIYhLZeOTNkCgYEA1MhKmIEyqDNjPyiy0aIaeKWB5IXHpBsu/jB9t1sgs/1UQ2wT\n1JJauqaOEf9bGMAeZSWDgWpu0qiysKsYNVfA5QIOL49QvANc3CtYRTrluEc0eLDI\naiq94VOB+JB5Cfupq6gZhSsUVQ9bVB5xcqETP2z47SZiwJIejMIxaF5pUVgCgYEA\n6P3WVEJk/6JIzuKC8tu92V0/6DXo96tWpaSOCfm3pMLqJevQjxMHcNC45DIoTRVl\nr1sBRhLZyiZvhRu2LAoYg959xRkAb6t6X7kgqrGtPfBvnTUlbIROWLtAwJIwn02H\nMt9hijJRNNHOG0sgSLI7tse/ple6CSZVoSUrAVY5LCQCgYEAj9s3xxBc0rVz7gFQ\n3ewQIf19zyG62c7dt99j+21KaRkFUuxYj8ix70N+6s1FLWomsusC8Gw0DpijpfKX\nHnY0uP9P5ukODAcqhoFTuGYHqxPmkFwUlx728gsDDnRpBRHT6PPd0LBDzRrZkM4H\nF2a54c/l5NDK4Foig8EpIC2pdmA=\n-----END PRIVATE KEY-----\n",
  "client_email": "terraform@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "598864900615398298578",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/terraform%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

# BUGSPLAT_CLIENT_ID / BUGSPLAT_CLIENT_SECRET: the database's OAuth client (Settings > Integrations), from the agent's credential store
./tools/bugsplat/symbol-upload-linux -b "$DATABASE" -a "$APP" -v "$VERSION" \
  -i "$BUGSPLAT_CLIENT_ID" -s "$BUGSPLAT_CLIENT_SECRET" \
  -d "Saved/StagedBuilds/Windows" -f "**/*.{pdb,exe,dll}"
echo "symbols for $APP $VERSION uploaded to $DATABASE"
