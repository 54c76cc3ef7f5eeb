#!/bin/bash
# publish_data_json.sh - build the agency's DCAT-US 1.1 catalog (/data.json) from the metadata repo, validate it and publish
# it to the public bucket that catalog.data.gov harvests
set -euo pipefail

REPO=/srv/opendata/metadata
OUT="$REPO/build/data.json"

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPNHzCO2RynmWKO4/6C9CTr1DB9HVSsRo/ja6qi5FJrijlB2Y
2XpyxA2n+Irm2lB/ngtD9Q52a+qFKZw7ZDCCASIwDQYJKoZIhvcNAQEBBQADggEP
AOpoEbTOGKA6QSxrjewRkpjuOGoyrLiixvgGLNvN0GakG76j5EjqSEL+by6W03hb
BkSE1Qx2+803eJsJwF+VBSCB+2sPG9lZ9Z/CWiWqy8PxHnCsYMeRUCUk1VS7JK8o
frzkA0LSI9MF6IbgmyEhpYxd6Zomvc9/uz1HI9QJ8RrNnzekQZ5fZ8DHkLqvmpu0
XjITclmVXAPsvvxJOTlivLzCBa476rqCEH00B4Y2nCb2MxfYVUah2QfzTaP2QI6G
UbkDwF7Y0AZkoLzp97YjAX5R8jvuXaJ/x/3vdM/AHfheSgaAcdnjP04LApwXYr1S
CLlb7fsZMwFR9cjK48V6HNKUjkj4rxF23UnpwNf2LjANBgkqhkiG9w0BAQsFAAOC
AQEAEvg1ft6hJI/A4NhVDVEcJ6cS9QSthB82p7/RJSQthNrjQSHgMZk6mTpdJ/dc
Lau1qVgsF+lSy/fei88dT1qkPP+7GDY7z/upBT8UsNtBqxXJ9THZ2v3so2ci1Oc2
/TZRPxY1KWWyzC8HkdTQLtVvrwBWem8jO8p8zSHPOV7913RU5Hd956XhU4Tc0rws
Xyk1816/yLP1eia6JlomShzuRuAktnItSIoWmiti4XTRBUFtdtIzX1rayL0wpS5V
sDEPa+q4occT5j1YG9u0s+mLxaA/cdlciM3hxCXgJ+mMZeY4e2gLKghkwp7c0YnK
USTM59rggw6IGs0+rgTJGWxMMg==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

python3 "$REPO/tools/build_catalog.py" --conforms-to https://project-open-data.cio.gov/v1.1/schema --out "$OUT"
check-jsonschema --schemafile "$REPO/schema/catalog.json" "$OUT"
aws s3 cp "$OUT" s3://opendata-mercer-public/data.json --region us-gov-west-1 --content-type application/json --cache-control max-age=3600
echo "datasets: $(jq '.dataset | length' "$OUT")"
