#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=tor1

export AZURE_CLIENT_ID=e493d30a-7657-472f-a749-3de817409655
export AZURE_TENANT_ID=f304aa77-5620-451a-b89b-b0271746457a
export API_KEY='vF67Q~Q~cDh.Wld7ABE2plU5XikPfprGQus_HrlK'

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
