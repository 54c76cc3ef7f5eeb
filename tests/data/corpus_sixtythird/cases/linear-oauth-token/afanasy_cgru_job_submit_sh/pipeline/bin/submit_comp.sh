#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-TGO04_032_0530}"
SCRIPT="/mnt/projects/TGO04/shots/$SHOT/comp/${SHOT}_comp_v006.nk"
FRAMES="${2:-1001-1217}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export LINEAR_OAUTH_TOKEN=lin_oauth_c15223839a32ed1d4bff9b9e807a07891bd690861078ebb6e97c0ac6bbfec699

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 1000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
