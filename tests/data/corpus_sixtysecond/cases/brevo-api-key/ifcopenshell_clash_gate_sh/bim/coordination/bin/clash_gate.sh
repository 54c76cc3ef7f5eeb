#!/bin/sh
# clash_gate.sh - coordination gate before the weekly model drop: validate every discipline's IFC against the
# project's IDS, run IfcClash between structure and MEP, and publish the BCF with the clashes over tolerance
set -eu

DROP="${1:?model drop folder}"
TOL=0.10

export BREVO_LIST_ID=297

for m in "$DROP"/*.ifc; do
  python3 -m ifctester "$DROP/../requirements.ids" "$m" --reporter Json > "${m%.ifc}.ids.json"
done
python3 -m ifcclash clashsets.json -o "$DROP/clashes.bcf"
n=$(unzip -l "$DROP/clashes.bcf" | grep -c 'markup.bcf' || true)
echo "$(basename "$DROP"): $n clashes over ${TOL} m"
