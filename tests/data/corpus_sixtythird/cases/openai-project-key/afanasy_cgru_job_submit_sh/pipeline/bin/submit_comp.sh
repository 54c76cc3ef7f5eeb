#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-PM05_016_0070}"
SCRIPT="/mnt/projects/PM05/shots/$SHOT/comp/${SHOT}_comp_v005.nk"
FRAMES="${2:-1001-1063}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export OPENAI_PROJECT_ID=proj_BQcVOW6Wxnubs04Q7L2hg2nB

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 1000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
