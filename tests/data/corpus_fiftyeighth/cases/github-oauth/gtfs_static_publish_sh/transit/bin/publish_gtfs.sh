#!/usr/bin/env bash
# publish_gtfs.sh - export the shuttle network's schedule as GTFS, validate it with MobilityData's validator, publish it
set -euo pipefail

FEED_DIR="$(mktemp -d)"
VERSION="$(date -u +%Y%m%d)"

export GITHUB_CLIENT_ID=Ov23li4nUlLX4KUHRzq8

python3 tools/export_gtfs.py --out "$FEED_DIR"   # agency.txt routes.txt trips.txt stop_times.txt stops.txt calendar.txt
(cd "$FEED_DIR" && zip -q -X ../gtfs.zip agency.txt routes.txt trips.txt stop_times.txt stops.txt calendar.txt calendar_dates.txt shapes.txt)
java -jar tools/gtfs-validator-cli.jar -i "$FEED_DIR/../gtfs.zip" -o "reports/$VERSION" -c gb
jq -e '.notices | map(select(.severity == "ERROR")) | length == 0' "reports/$VERSION/report.json" >/dev/null
aws s3 cp "$FEED_DIR/../gtfs.zip" "s3://tidewell-open-data/gtfs/gtfs.zip" --acl public-read --only-show-errors
echo "GTFS $VERSION published"
