#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=fra2

cat > /tmp/ec.key <<'EOF'
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIDctbmzcI0G4dD0C7vekrOtbRrmBq4zbw8phH0Cq0wzEoAoGCCqGSM49
AwEHoUQDQgAE1aCKQpjK4BjBQWEmWD0X1rCdwXRvupvA9QOORzj3kYPG9z5aGsYN
wb+C7z3w+52CO2tN5JktwBePLiFehNtxJw==
-----END EC PRIVATE KEY-----
EOF
chmod 600 /tmp/ec.key

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
