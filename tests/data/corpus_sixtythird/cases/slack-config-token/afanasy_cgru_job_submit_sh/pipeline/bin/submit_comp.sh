#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-HL01_050_0650}"
SCRIPT="/mnt/projects/HL01/shots/$SHOT/comp/${SHOT}_comp_v022.nk"
FRAMES="${2:-1001-1133}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export SLACK_APP_ID=A06VEM5TM1Q

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
