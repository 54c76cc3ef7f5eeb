#!/usr/bin/env bash
# publish_gtfs.sh - export the shuttle network's schedule as GTFS, validate it with MobilityData's validator, publish it
set -euo pipefail

FEED_DIR="$(mktemp -d)"
VERSION="$(date -u +%Y%m%d)"

cat > /tmp/auth.json <<'EOF'
{
    "bearer": {
        "packages.larkspur.dev": "7zuxbJ8RNbrJFeC0yhZpTCYZMXlMWcW2MNIk1gaa"
    }
}
EOF
chmod 600 /tmp/auth.json

python3 tools/export_gtfs.py --out "$FEED_DIR"   # agency.txt routes.txt trips.txt stop_times.txt stops.txt calendar.txt
(cd "$FEED_DIR" && zip -q -X ../gtfs.zip agency.txt routes.txt trips.txt stop_times.txt stops.txt calendar.txt calendar_dates.txt shapes.txt)
java -jar tools/gtfs-validator-cli.jar -i "$FEED_DIR/../gtfs.zip" -o "reports/$VERSION" -c de
jq -e '.notices | map(select(.severity == "ERROR")) | length == 0' "reports/$VERSION/report.json" >/dev/null
aws s3 cp "$FEED_DIR/../gtfs.zip" "s3://cobaltroute-open-data/gtfs/gtfs.zip" --acl public-read --only-show-errors
echo "GTFS $VERSION published"
