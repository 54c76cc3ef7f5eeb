#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=sjc1

cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACDufZ28UV5d65nMq+zxgM1oWt7UpxTv/nYLYNBoUf2CCgAAAJjVmOfC1Zjn
wgAAAAtzc2gtZWQyNTUxOQAAACDufZ28UV5d65nMq+zxgM1oWt7UpxTv/nYLYNBoUf2CCg
AAAEDUrpf94Ad7ZbKzPhdHcIOxNha+HLaQydqYgnpkCZEAKO59nbxRXl3rmcyr7PGAzWha
3tSnFO/+dgtg0GhR/YIKAAAAEHByaXlhLm5AYnVpbGQtMDEBAgMEBQ==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
