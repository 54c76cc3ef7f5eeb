#!/bin/bash
# publish_data_json.sh - build the agency's DCAT-US 1.1 catalog (/data.json) from the metadata repo, validate it and publish
# it to the public bucket that catalog.data.gov harvests
set -euo pipefail

REPO=/srv/opendata/metadata
OUT="$REPO/build/data.json"

export SLACK_WORKSPACE_TOKEN=xoxa-2-43267580397-199621622998-5301079031893-a9cf9c353d1caf7beca358ad57431731e6edaef21b65ce5df0b01dbc97082ae9

python3 "$REPO/tools/build_catalog.py" --conforms-to https://project-open-data.cio.gov/v1.1/schema --out "$OUT"
check-jsonschema --schemafile "$REPO/schema/catalog.json" "$OUT"
aws s3 cp "$OUT" s3://opendata-pinehurst-public/data.json --region us-gov-west-1 --content-type application/json --cache-control max-age=3600
echo "datasets: $(jq '.dataset | length' "$OUT")"
