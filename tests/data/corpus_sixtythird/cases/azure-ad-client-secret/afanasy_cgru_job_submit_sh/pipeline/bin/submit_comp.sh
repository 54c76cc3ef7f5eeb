#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-PM05_019_0560}"
SCRIPT="/mnt/projects/PM05/shots/$SHOT/comp/${SHOT}_comp_v015.nk"
FRAMES="${2:-1001-1227}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export AZURE_CLIENT_ID=3593f672-28d3-43b6-a164-4c96105d2327
export AZURE_CLIENT_SECRET=151a089a-5fd5-45d3-b606-3a7b4403b5f2

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 1000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
