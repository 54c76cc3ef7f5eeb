#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-TGO04_048_0620}"
SCRIPT="/mnt/projects/TGO04/shots/$SHOT/comp/${SHOT}_comp_v025.nk"
FRAMES="${2:-1001-1225}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export JFROG_ACCESS_TOKEN=cmVmdGtuOjAxOjE4NDAyMzc5Mzc6NlpWQklaeXNnNlBYbFBhMlk2VWdLSTk1NXhZ

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
