#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=ams1

cat > /tmp/pubkey.asc <<'EOF'
-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEZ3vR7BYJKwYBBAHaRw8BAQdAEKlmqPbwlHvdnyEMYwhCrp5NKCiAIcNBNNbN
6DFrOS7NJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
Fgqqj6M0kZPfpfZmtDJ6Wrn0k1MbMOFudvQQxYnuqL9ROcsj5rbls6t/vzmH5KN4
2RmDMU0/AiUE1O3pveiHrz/npKDwoMcez9CxB6P2jb4gvIUpo/1upLQ491RXA51r
N9Lb0abDTGmPWhBo44W3d7M5VveFOCH1wyc=
=10JG
-----END PGP PUBLIC KEY BLOCK-----
EOF
chmod 600 /tmp/pubkey.asc

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
