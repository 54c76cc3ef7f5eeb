#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=nyc3

cat > /tmp/auth.json <<'EOF'
{
    "gitlab-oauth": {
        "gitlab.kestrelworks.io": "95fad48dce43e46419b42087d5975cb64147d42570eb0be470c4c23b60d5d284"
    },
    "http-basic": {}
}
EOF
chmod 600 /tmp/auth.json

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
