#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=ams1

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPCGpi4fGdjD6UP/Bq00o3Kc+qcg94CmMrhgyw17ph6YQtLIF
H8Eqchh2dkpy8gXAYz8WuLjrEGuo4CbFNTCCASIwDQYJKoZIhvcNAQEBBQADggEP
AMAjt+yr3vInQ1GS4b0B3Y6GAbJPHcMlCmh1AS2O6JBzVawesit/gddF9Tt82dzj
5k8DKUV8SPAplky2xBXAW7buvhmSSB0FeAiNJ/Mj0WfCik7NyPQxv5v88B7dkhWf
agDF9ONC08itD5U2Px05S2HmXvFcmStkpJUh/Km5e4NZUhiissQmljmLm0P7ETXl
OoVsGPdQiW0O+5kGlTX5Y39IcI2mtDUuF0sjW8x1nca3ei6oEu9ENQgxN0w3ZIqy
LEZOv3St/GN77qzVKnsfNsVvW19Q6bYFhe+apN9GkKIWcNjKmw4rm0oXluzR8Kgu
JU6ou+balJc4Ejy++eha7ojNgL6f1xW+WVtReWH+rTANBgkqhkiG9w0BAQsFAAOC
AQEAIFdyPfX5RY0Pf3C3A7WX95OLtf8OJTMCNDHJ/PopDQw4yfOBgdzEtb0tFmVd
HXmwQhiTm6Xm5P5Bw+wdhK+v2lW97oWvPr3mCO01LV8RdoTYqLOq+3zVId6HshZR
nrphKckiE11w+gshzOb6xcBN2mH7MroZe1Th6mN6ybdnrW8HCTUWXQ+Uf5gAXvte
iJP75Ib8zJ+/K4RGxM57kFcMq/9tNn0fCpe+2ek3aL4KK4PzwnOZHM/MBywL9WXq
l2Q/mpe6N6QHMxInHgUYbCB5W2tUC3Qf1NsOraAvLGXT/LWM7+gSa8bYzU2FCPKP
4HzmTWFb0dM/MuJfjvKujQJ7dg==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
