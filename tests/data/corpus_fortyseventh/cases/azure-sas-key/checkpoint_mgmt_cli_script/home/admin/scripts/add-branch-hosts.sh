#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=ams1

export SERVICE_BUS_CONNECTION='Endpoint=sb://kw-events.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey=aqu9OL6NTD3PtyHYRhNULYXRp9NHAcfNLJ/An6a0yDA='

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
