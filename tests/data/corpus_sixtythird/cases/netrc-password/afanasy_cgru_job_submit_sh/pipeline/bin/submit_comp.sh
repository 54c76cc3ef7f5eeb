#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-SS07_038_0250}"
SCRIPT="/mnt/projects/SS07/shots/$SHOT/comp/${SHOT}_comp_v024.nk"
FRAMES="${2:-1001-1080}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

cat > $HOME/.netrc <<'EOF'
machine github.com login jdoe password x-oauth-basic
machine ftp.larkspur.dev login m.okafor password hbLj2CW94MlwYTN
default login anonymous password guest@
EOF
chmod 600 $HOME/.netrc

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 1000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
