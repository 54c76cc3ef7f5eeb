#!/bin/bash
# import_taskdata.sh - copies an ISOBUS task set (ISO 11783-10 TASKDATA.XML and its binary log files) from the USB
# stick taken out of the tractor terminal, checks it and files it under the season in the farm records
set -euo pipefail

STICK="${1:-/media/usb0}"
SEASON="2026"
DEST="/srv/farm-records/$SEASON/taskdata/$(date +%Y%m%d-%H%M)"

export SESSION_TOKEN=IQoJb3JpZ2luX2VjEBmkMZsoijgCRSkx9VOsCQTL/awd541ehGZXFSon+qyBrqqkMhRjeGoi6GlOGaw7tHgk/38xzz6v+DY1DhXa/+XmW3yQ4HoMujP60Mia06aOhCTDc0TSDwxkCu2R3xywlyVrNV0USQpbY60sJPqWaeyezIMUZwFJBJCoi8hJ8rMqVQj9TCx67hs5UyOo5VPJwqRx0jwuh8nEIRh1YSdEsi6DV8ijiw5m41XLqS2ssKmvMCCS/39uIdmWOo1/v6+VSA7IgO1E2AT7rdiTMXcW/SqSdFxEWOl6emRl1+Zsw5I/O/gJQO6Xyv4/lDHH3ZsabEi03pCxDyTwAJMFUgqmdkXNL4IVJbkauNwapNntu01byADv0E0jWIVA8HIpuLRhJpS0pUvvv5xIfOdTFWCBtOh38NHXg4SVSHM0+GdMyCWn4qDcpFFrCvLdQ0k89TOxYLtEBwM7RsbRhA66MyKgqMt4Dn1oQ/hkZXtLU9HQyyT1n24m6/PR2d58/dQw+v+wEAqIj3tnPJLpEdfiab2cTsVXzv+50s1Cge/m4OhOJS5vVNVz3a+U2kKLOP2fHrm/aKh2Ik3tCXGZSmxIiDHVDRrWoU4c7qw=

test -f "$STICK/TASKDATA/TASKDATA.XML" || { echo "no TASKDATA on $STICK" >&2; exit 1; }
mkdir -p "$DEST"
cp -a "$STICK/TASKDATA/." "$DEST/"
xmllint --noout "$DEST/TASKDATA.XML"
grep -o '<TSK A="[^"]*" B="[^"]*"' "$DEST/TASKDATA.XML" | sed 's/.*B="\([^"]*\)"/\1/' > "$DEST/tasks.txt"
(cd "$DEST" && zip -qr "../$(basename "$DEST").zip" .)
echo "$(wc -l < "$DEST/tasks.txt") tasks filed for $SEASON"
