#!/usr/bin/env bash
# publish_gtfs.sh - export the shuttle network's schedule as GTFS, validate it with MobilityData's validator, publish it
set -euo pipefail

FEED_DIR="$(mktemp -d)"
VERSION="$(date -u +%Y%m%d)"

cat > /tmp/server.csr <<'EOF'
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPFufUeTLYHHqAU6FDhcLzfROvpagWMjYqNVIr8OG5XAquSmV
+mb2gTND/5b+6qvyvVs3csFEHA8V6lfgfDCCASIwDQYJKoZIhvcNAQEBBQADggEP
APexYGGSs4wh7mbiUkzPOamfzPsO7kERwUePankStCnuECKLABwVSo5qkxpblgxW
zlsHYSEyMR9tXLY+kaeqbH/JQJd9F6BE/WjxnVFm/lMb2/f9iyyArQdBY/ALr+ev
bbYEWhZAczk5qDvxcrRl1mpqyHTawdyOajSeQqaXj2jMdeKIMmdqpJVUcvYpz5CE
rTyXA7wR9cQ0CATnc0im6m2cRCV6c2XMCWgMXnADZHCKxElIR8LeCaQugDKzxMdc
0LqsL4iCYEZ4b2fmAmRldRBXRfV4Xu0lf60VqKOwPOManHqr0wuL+ZP2xQmzjfGy
Q0yAq5XZw+9lNKY/i5hkcsCbVTLF6AsB/kuGJAUshDANBgkqhkiG9w0BAQsFAAOC
AQEAkB4Ekq8qL8BtNv6RTwGJHvO4LUyU91H7+41Pyy8yziF0Ut9skBrlNWA4NCbR
RHD7/QKWsZJLjc+OGWyzW94a3PE1cDT3GxEr7DCLJn+0cR9YdgHYSsBwLUAzVoET
clE7UG6QiysTrdPn+NuSnwGhEFfuUt0gYcgiJqtKyfhnQp2jGy3X3tKH7N8ZxQsM
tJA+9j9QplHNNLZdBap+7w6fjxxZvoh3+AtLkp/okyU7zJY7QgnK/YnRnv72JXXs
y7SjJmOHrFAf2dN/CRfnV+eU43skVVGnh/x8u7XswJ6NuZNow4M1JFNXsLiTMJjE
4REJ5KRXxPlQGyHtLLm8ToDbWA==
-----END CERTIFICATE REQUEST-----
EOF
chmod 600 /tmp/server.csr

python3 tools/export_gtfs.py --out "$FEED_DIR"   # agency.txt routes.txt trips.txt stop_times.txt stops.txt calendar.txt
(cd "$FEED_DIR" && zip -q -X ../gtfs.zip agency.txt routes.txt trips.txt stop_times.txt stops.txt calendar.txt calendar_dates.txt shapes.txt)
java -jar tools/gtfs-validator-cli.jar -i "$FEED_DIR/../gtfs.zip" -o "reports/$VERSION" -c gb
jq -e '.notices | map(select(.severity == "ERROR")) | length == 0' "reports/$VERSION/report.json" >/dev/null
aws s3 cp "$FEED_DIR/../gtfs.zip" "s3://redwing-open-data/gtfs/gtfs.zip" --acl public-read --only-show-errors
echo "GTFS $VERSION published"
