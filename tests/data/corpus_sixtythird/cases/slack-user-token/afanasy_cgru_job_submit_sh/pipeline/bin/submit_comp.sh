#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-HL01_058_0400}"
SCRIPT="/mnt/projects/HL01/shots/$SHOT/comp/${SHOT}_comp_v025.nk"
FRAMES="${2:-1001-1077}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export SLACK_LEGACY_TOKEN=xoxp-17087357936-17603629947-4337994756973-d636bbb61c7d58bc3ac2cc89a1bc1f3f

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
