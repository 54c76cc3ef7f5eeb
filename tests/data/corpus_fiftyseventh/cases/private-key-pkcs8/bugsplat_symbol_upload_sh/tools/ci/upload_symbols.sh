#!/bin/bash
# upload_symbols.sh - send a Shipping build's .pdb/.exe/.dll files to BugSplat so players' crash reports symbolicate
# usage: upload_symbols.sh <version>     (version = the one the crash reporter sends, e.g. 1.4.2.31877)
set -euo pipefail

VERSION="${1:?version}"
DATABASE=tinderbox_gearwright
APP="Gearwright"

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPJfH37+h4WlKlOwiOfCG3i+E5FuKS1Zs+IRMzoQBPb0z9IHN
AVli/4/G1f3mEFjzXicDLbGyRdt3CRUuGDCCASIwDQYJKoZIhvcNAQEBBQADggEP
AIaamsXGaY5U99lhTPaawwLv0B/ND2mFtl9XXSO5oF4QY4ojJnnTiZNM/AJcbxhd
g3GcCYNE8LbSUH4txau7QPKSbbGeHgVVs6XKbD4EOHWsvSi6v+oytbIJI8Ilmu9H
wLJA5jCleeCmurdasJ1liUyhwp57BNPKM+3j/rEPWYSZmZ7vJrt5sdo4ZKw1lB5k
s+khkcrdrtqurVNiQad6EwhzFs4Dx1fe/bEDhO8Na9uYsJS3E54oQ4eJJSUemg/2
H0pJvXAIrJSkcAxFuz3qPCm4LWy+hyvGk6gHVEhwit3cpCl++WPO3j2LDbWemPXf
sFZEGJgVFcO2jYjBPsSGNaORanWf2Z+cJgWO1m/cszANBgkqhkiG9w0BAQsFAAOC
AQEAbC7rnmrEG67tbELUZaKCvyve/8fObGpvpkOzuN37Qy0M0MX+oU1CEczNP1b5
0pIi3Eu33dpDAmLvK76be/QLDyQvhSjYj/2oNTnb/L2jZwzc7Ljak8NC9LqQmjTV
jSaX92doXZGNkitkNlIojYa4/pMDptC3z4+jE5Pw1zSl67iJTJaZTRLOpK9G+Pdm
WnTqyRxg2/kwkGmxysZZsSkfTS+Jj80jpIhDFcSwV85kVtEhSfWXQCEkYqilvW/X
xdyyE7zIQz8+bNaeUIUr5Y9vEuDpap27Ugkt4q5ldYAt+wxdyW7ESaYpbWKKS9dw
sdrrxnyc/QNsAZG9/9V0se2gPQ==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

# BUGSPLAT_CLIENT_ID / BUGSPLAT_CLIENT_SECRET: the database's OAuth client (Settings > Integrations), from the agent's credential store
./tools/bugsplat/symbol-upload-linux -b "$DATABASE" -a "$APP" -v "$VERSION" \
  -i "$BUGSPLAT_CLIENT_ID" -s "$BUGSPLAT_CLIENT_SECRET" \
  -d "Saved/StagedBuilds/Windows" -f "**/*.{pdb,exe,dll}"
echo "symbols for $APP $VERSION uploaded to $DATABASE"
