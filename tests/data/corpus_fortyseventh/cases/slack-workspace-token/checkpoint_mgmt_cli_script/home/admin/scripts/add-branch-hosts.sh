#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=nyc3

export SLACK_WORKSPACE_TOKEN=xoxa-2-13784936946-733802265288-4152517691034-0879da2c993334dd802b322e74b16310389e03c318fb4b14b3a9cbef62ab0e0c

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
