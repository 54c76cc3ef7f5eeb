#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-CH05_048_0820}"
SCRIPT="/mnt/projects/CH05/shots/$SHOT/comp/${SHOT}_comp_v031.nk"
FRAMES="${2:-1001-1110}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export MAXMIND_ACCOUNT_ID=641628
export MAXMIND_LICENSE_KEY=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

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
