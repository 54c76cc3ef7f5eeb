#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-N04_054_0600}"
SCRIPT="/mnt/projects/N04/shots/$SHOT/comp/${SHOT}_comp_v021.nk"
FRAMES="${2:-1001-1133}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

export JIRA_USER=m.okafor@larkspur.dev
export JIRA_TOKEN=zcZAAXkTCzJGkTUkYximISy1

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
