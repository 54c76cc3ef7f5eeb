#!/bin/bash
# sync_drawings.sh - pull the current drawing set of a Procore project (Drawings API: drawing areas, then revisions)
# and mirror the PDFs to the field tablets' share; runs from the job-trailer NUC every morning at 5:30
set -euo pipefail

PROJECT_ID=167760
COMPANY_ID=39818
DEST="/srv/fieldshare/25-064/drawings"

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIG16wK5kGWQwCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBDpsTCudmq/dgaZP9jkg3y0BIIE
0HGN3PWhEqIlUtco5Ks2pH1252dXqXiGiOUNlW7QNPwmXj+jMuiWYCkLFFWx1JVU
OpzANOD0/oF+HsYl4pRz+UPsiuEYcH4N404fiMWseQHXkGNxSnQDeynWrVbzPjdE
GWHUbzQuW8SQu0JfQbeYITU0/YXRrDq3Wp1YovdODpgMrbRF3rNARUKBNVTAt0nx
OTDdkEpCU1dJhCbjtRBxeQDJNCwjQjFr9D1bz6rxevhurbNAaWhVqJzmNnxg+me+
mtH7VaVRubiR9ndQEdQg+P9amQrOGc7PTkkK9oxfPYPkbmKNQqeq5gEp4FsGHXR6
RuM4oHHFqwsFfbXs7Wl+uRKzlC6KW9ys2rbHNEJrD10j3weUDnEjdXpKDg5JFI9w
bt+5GkopCwizIjzCpxr2qQPu4N1Scr5i25m19OxLgB3LsmIVVoJzKIkROv/+jpz7
8Kxnq8IaH1DnZYpNupnVhuFoxbdcjYlpTXF29jkzs9Nj7qcDpgfIazzu/DEjOM9I
qm5+SsRBg/fNAsqgnZZRa2/4eMncdoDIruZP2XEoIwaTj9FLNHmB61Sus392mlVY
f2sjOKGK2YXsEDsdygnWg/RxmTKc6LBb0kRrbXHf2RtUTcJaQVaCsoxwtHubDm3s
SCDmV9U7Nj76AwgXlfNttaQLT+YA8mUGHSb+u+cyRu6ojipM2GcDtPGTnChSV32a
/NwQFO48cH/6blV2WC1AIe2KgSMQ4sgpIrU970ywhAZSWxSW0KjT0uTjTJlvFWHs
4DVstsHgOOqRgLKgVYtDkqqOnprFq+mHjEuqeg8Q3rakv4k7tW54cfLk7OF75hyN
fWpeKay7YLmkqPH3MxBJ15zIbhVbb8sAdlLQavp9v0ZF5+/OzUnPjnUIyUbxMvPt
QzVBuE8kZKetvA9u5EmZdgsi1P3vQZOKRb3U1txrZ8mcTeB0Oqp63jd700xu8/yq
3LgNikT8ZMaPeqTngmRpG7B//MlBins/9jvebAex1emXGinYeumhC2+1x9j79SHV
gu48FgXqGfIAbdMIc5dGRr2muntrcbR/EhMBU+xQZth9cCa7O3bYweuHcuNUuwM7
8NueQF+5Wgo7Q/u2tYBTr4GB13PNLkZqCqddDQhDzgXm0gggUafSkrkrICzEIlYV
hvygj4QoPBB8OjU4ndv7d2WSeY/geaUFw2fqixkWIE9D2JEZ5wMdVjY9RpgsNr8S
pkhwI+t28DobidVS8Fuv4ch8Meh0L8EyZDHscclheGmGhCsw85A1m/Kstm21PDB/
MGkB+TLcUeDEutPLTcGLJJo/RWjwj+hY/J3xVDLRNXEcGV1XVVSke5TWlQb26lj5
pqmCl1o8ypkqwF5n4+6au0VibjkLtSbzUCghHairkqfktxYEh/+E8Yh64FIS/cYF
2u7b4aZ821um3IEyJDugxFGfhRyUuQtPk040rejJI11s1EgPTwSE9dat0uWuRc5Q
7a/uBy4oqN17ktqujFYzKp8qCDhIkYQY1QIh24aeTTIxOEICPq445w9vxrBZrtoh
kqYWXnDFjXqIqPR1K0fmaUPBpm2j4vmVvAPMvsFBfu8DKVVX91rXB+SjsJ5CFgem
Z/+rQHnW6ta0vojMkIkLoKbmHAe0zSHtXjeF6IUlQQq8
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

TOKEN="$(cat /etc/procore/access_token)"
areas=$(curl -fsS -H "Authorization: Bearer $TOKEN" -H "Procore-Company-Id: $COMPANY_ID" \
  "https://api.procore.com/rest/v1.1/projects/$PROJECT_ID/drawing_areas" | jq -r '.[].id')
for a in $areas; do
  curl -fsS -H "Authorization: Bearer $TOKEN" -H "Procore-Company-Id: $COMPANY_ID" \
    "https://api.procore.com/rest/v1.1/drawing_areas/$a/drawings" | jq -r '.[] | [.number, .current_revision.pdf_url] | @tsv' |
  while IFS=$'\t' read -r num url; do
    curl -fsS -o "$DEST/$num.pdf" "$url"
  done
done
echo "$(ls "$DEST" | wc -l) sheets in $DEST"
