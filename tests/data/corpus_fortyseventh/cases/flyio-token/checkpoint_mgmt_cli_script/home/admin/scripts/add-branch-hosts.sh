#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=nyc3

export FLY_API_TOKEN='FlyV1 fm2_9XnpVl5kF/f3UHRtNBVE4i/bvkCywFoRg9Q/pxiCGyXonwWXDd5HsvsaIb41IiVayPIJz0ULfV8ivV9sANzsl4yGCImbM/oESh6yelvusTiyJgjHGE+FUqJW64a1hwHUfQ9uJPtRQSb7zB51lKnk0Fg/5di/5iNFfwQ5749XQcY2xpCzoysWxaZVRzAGxA/jVb6Wlue/AJtnmwXBPVhHfBJu9bs5M7dveVjA/4nq2vOecPn6'

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
