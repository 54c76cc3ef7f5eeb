#!/bin/bash
# publish_data_json.sh - build the agency's DCAT-US 1.1 catalog (/data.json) from the metadata repo, validate it and publish
# it to the public bucket that catalog.data.gov harvests
set -euo pipefail

REPO=/srv/opendata/metadata
OUT="$REPO/build/data.json"

export INSTAGRAM_ACCESS_TOKEN=EAAGJx3U157qgVGyZIH6AANpi2VP0luMobG8NpdYoHG56xhVQXq0uaVhJtmKKecE7Yw4vrAAcSURVVmJk5Q0cgrjoBjLFI1aTAwliwtUM9PsvfYWpxCiST6paqrqAgGNnYXVoUs22dXRut2abyn1Idn1W19E8maVEh

python3 "$REPO/tools/build_catalog.py" --conforms-to https://project-open-data.cio.gov/v1.1/schema --out "$OUT"
check-jsonschema --schemafile "$REPO/schema/catalog.json" "$OUT"
aws s3 cp "$OUT" s3://opendata-eastbrook-public/data.json --region us-gov-west-1 --content-type application/json --cache-control max-age=3600
echo "datasets: $(jq '.dataset | length' "$OUT")"
