#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=nyc3

export ORIGIN_CA_KEY=v1.0-b86ea0453f9d598fabe7fb4c-ba979e4d6129df98834038aca65d6f1d566dd169bea3222102837cd39b7d5f92057e1b656cef735642089aac3c67e5dbcfa492e476fd5280033df36244e884621484c431ab785a9d13

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
