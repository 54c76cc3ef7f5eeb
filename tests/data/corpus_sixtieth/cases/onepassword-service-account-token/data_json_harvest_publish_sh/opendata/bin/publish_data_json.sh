#!/bin/bash
# publish_data_json.sh - build the agency's DCAT-US 1.1 catalog (/data.json) from the metadata repo, validate it and publish
# it to the public bucket that catalog.data.gov harvests
set -euo pipefail

REPO=/srv/opendata/metadata
OUT="$REPO/build/data.json"

export OP_ACCOUNT=larkspur.1password.com

python3 "$REPO/tools/build_catalog.py" --conforms-to https://project-open-data.cio.gov/v1.1/schema --out "$OUT"
check-jsonschema --schemafile "$REPO/schema/catalog.json" "$OUT"
aws s3 cp "$OUT" s3://opendata-cityofbrennan-public/data.json --region us-gov-west-1 --content-type application/json --cache-control max-age=3600
echo "datasets: $(jq '.dataset | length' "$OUT")"
