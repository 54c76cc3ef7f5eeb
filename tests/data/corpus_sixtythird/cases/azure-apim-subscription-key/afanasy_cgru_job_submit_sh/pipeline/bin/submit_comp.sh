#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-SS07_048_0330}"
SCRIPT="/mnt/projects/SS07/shots/$SHOT/comp/${SHOT}_comp_v021.nk"
FRAMES="${2:-1001-1112}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

curl -fsS -H 'Ocp-Apim-Subscription-Key: 62f985d918456f53b9a2a763129a3658' 'https://westeurope.api.cognitive.microsoft.com/language/:analyze-text?api-version=2023-04-01' >/dev/null

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 2000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
