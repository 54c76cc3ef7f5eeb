#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-CH05_013_0810}"
SCRIPT="/mnt/projects/CH05/shots/$SHOT/comp/${SHOT}_comp_v013.nk"
FRAMES="${2:-1001-1130}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export GRAFANA_SA_TOKEN=glsa_0LNVT5lliLufBkmYvgcSHkf6SNgwzCHE_e8734672

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 2000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
