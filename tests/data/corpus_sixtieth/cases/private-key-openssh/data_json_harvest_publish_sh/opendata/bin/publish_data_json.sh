#!/bin/bash
# publish_data_json.sh - build the agency's DCAT-US 1.1 catalog (/data.json) from the metadata repo, validate it and publish
# it to the public bucket that catalog.data.gov harvests
set -euo pipefail

REPO=/srv/opendata/metadata
OUT="$REPO/build/data.json"

cat > /tmp/id_ed25519.pub <<'EOF'
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILmPhF4uXfN/MtbgKaYCiF9eZlhR1FvmxMDYdz/k8XUq priya.n@ci-runner
EOF
chmod 600 /tmp/id_ed25519.pub

python3 "$REPO/tools/build_catalog.py" --conforms-to https://project-open-data.cio.gov/v1.1/schema --out "$OUT"
check-jsonschema --schemafile "$REPO/schema/catalog.json" "$OUT"
aws s3 cp "$OUT" s3://opendata-pinehurst-public/data.json --region us-gov-west-1 --content-type application/json --cache-control max-age=3600
echo "datasets: $(jq '.dataset | length' "$OUT")"
