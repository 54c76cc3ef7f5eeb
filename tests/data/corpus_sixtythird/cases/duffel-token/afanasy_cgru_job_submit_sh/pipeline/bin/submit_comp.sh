#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-CH05_026_0030}"
SCRIPT="/mnt/projects/CH05/shots/$SHOT/comp/${SHOT}_comp_v026.nk"
FRAMES="${2:-1001-1134}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export DUFFEL_ACCESS_TOKEN=duffel_live_G8wRfRNanKiezMgmjRDGv-PkAZ4JaQcg9MD8OSZYYFU

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
