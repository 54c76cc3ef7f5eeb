#!/bin/bash
# import_taskdata.sh - copies an ISOBUS task set (ISO 11783-10 TASKDATA.XML and its binary log files) from the USB
# stick taken out of the tractor terminal, checks it and files it under the season in the farm records
set -euo pipefail

STICK="${1:-/media/usb0}"
SEASON="2026"
DEST="/srv/farm-records/$SEASON/taskdata/$(date +%Y%m%d-%H%M)"

export CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-RGuFCNHi4vGEqDigwZaWy66E20ctvBSskAiZ0OnlE7I

test -f "$STICK/TASKDATA/TASKDATA.XML" || { echo "no TASKDATA on $STICK" >&2; exit 1; }
mkdir -p "$DEST"
cp -a "$STICK/TASKDATA/." "$DEST/"
xmllint --noout "$DEST/TASKDATA.XML"
grep -o '<TSK A="[^"]*" B="[^"]*"' "$DEST/TASKDATA.XML" | sed 's/.*B="\([^"]*\)"/\1/' > "$DEST/tasks.txt"
(cd "$DEST" && zip -qr "../$(basename "$DEST").zip" .)
echo "$(wc -l < "$DEST/tasks.txt") tasks filed for $SEASON"
