#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-SS07_045_0820}"
SCRIPT="/mnt/projects/SS07/shots/$SHOT/comp/${SHOT}_comp_v023.nk"
FRAMES="${2:-1001-1200}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

cat > $HOME/.my.cnf <<'EOF'
[mysql]
user=jdoe
password="u7Ziiyo+FuTteA6iRAch"
host=127.0.0.1
port=3306
EOF
chmod 600 $HOME/.my.cnf

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 2000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
