#!/bin/bash
# publish_data_json.sh - build the agency's DCAT-US 1.1 catalog (/data.json) from the metadata repo, validate it and publish
# it to the public bucket that catalog.data.gov harvests
set -euo pipefail

REPO=/srv/opendata/metadata
OUT="$REPO/build/data.json"

export CF_ORIGIN_CA_KEY=v1.0-e52e76cade29fa680020169e-624267726192d38ec0c87c61641b4bcdc43068d766a074e46c52f04073900debcba9545dc1dc91cfb9efd19a1f54138f1ecc9ce38efcf7e83d84c0ed2cef214daa0f0a2d3973deb6b0

python3 "$REPO/tools/build_catalog.py" --conforms-to https://project-open-data.cio.gov/v1.1/schema --out "$OUT"
check-jsonschema --schemafile "$REPO/schema/catalog.json" "$OUT"
aws s3 cp "$OUT" s3://opendata-harlowcounty-public/data.json --region us-gov-west-1 --content-type application/json --cache-control max-age=3600
echo "datasets: $(jq '.dataset | length' "$OUT")"
