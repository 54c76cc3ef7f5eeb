#!/usr/bin/env bash
# usaspending_awards.sh - federal grants and contracts awarded to places in our county, from the USAspending.gov API v2
# (spending_by_award, award types 02-05 and A-D), for the open-data dashboard and the grants office's weekly report
set -euo pipefail

FY="${FY:-2025}"
COUNTY_FIPS="31198"

export CLICKUP_API_TOKEN=pk_16935516_BADMAZMZCT3DZ5CDN5T9XD8U3Z6Z1FMS

curl -fsS -X POST https://api.usaspending.gov/api/v2/search/spending_by_award/ -H 'Content-Type: application/json' -d @- > /tmp/awards.json <<JSON
{"filters": {"award_type_codes": ["02", "03", "04", "05"], "time_period": [{"start_date": "$((FY-1))-10-01", "end_date": "$FY-09-30"}],
             "agencies": [{"type": "awarding", "tier": "toptier", "name": "Department of Homeland Security"}],
             "place_of_performance_locations": [{"country": "USA", "state": "${COUNTY_FIPS:0:2}", "county": "${COUNTY_FIPS:2:3}"}]},
 "fields": ["Award ID", "Recipient Name", "Award Amount", "Awarding Agency"], "limit": 100, "page": 1}
JSON
jq -r '.results[] | [.["Award ID"], .["Recipient Name"], .["Award Amount"]] | @csv' /tmp/awards.json > /data/opendata/usaspending_fy${FY}.csv
