#!/usr/bin/env bash
# toast_menu_sync.sh - pulls each location's published menu from the Toast Menus API v2 and refreshes the
# digital menu boards and the website's menu pages
set -euo pipefail

TOAST="https://ws-api.toasttab.com"
LOCATIONS="/etc/harbour/toast_locations.txt"

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "kw-data-prod",
  "private_key_id": "b9d1d5525ae8d877407a252999f9a8f8bf28dfb1",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDFjYh9qKRKHyZA\nCgg6d3+kuRcO9pouEabnx8MzyQHxu3M/kZ5tzROJY6xbEVjegwDZPKLxJEa4YuIK\nzoU2iOmKXqzgFwgiH0DMqHBFBgOba88fPLi9ZO3zVj4vxNgVa0Ys5sFc5XZLerHq\n6p7rGs9JtXE3AnXrB1G1Kyz+S/hFcWB8d/fWycrQgf8u0vNvlbQzd2LAveVx06S2\nwom9wEC5Jd+n+cFB5aGD6J3Vvls+jL1FFDExUCz9XdBAN+WgbiwN5SPqM+p+vqoD\niHFteEdAj17oMhedpjewk8aUvJAZXLLuSC/V4O5ORGUUNf7T1qhe26ajn305tvQe\nMRysg1AEAgMBAAECggEBAK9IQN9dl3DQZ58KKRMDAk6aPYsBf3MDYMt2Zqhmb1U6\nsSmISKCz6SRVz0aMTdlWtOyi360dfLcuYxYHieZc9/Q987+d+6d7y1AbV5fmYzZ1\nG1CvCn6OD/SeI/O0DNp33tPWjBKW08CNCxfhBYzXEinHbfP/BnNOrO8z3lua7Z4r\n+7cUv9sUuGPPCpRMI/hdBOcqGECNowvxFGvze+wHRVkl4gpSAKv1Lglpa0ws4qRN\nTXF3bhLS4E5rVUaqLwFKyrhGPHtnmey7JlQhXfbum3F3W4dMDnTrRmF8AaY8mKaC\n/OXiDXRgNDW0XuBZb6fh84u3p0wL6betZb/6RLAo4QwCgYEA7fQrMU0CxRghVD7Q\nIzYmsJvcYbFONXV+ZeJbuuGaCtLph2lbNGCNynDLG8pniv97CKtwst9k83VLzYM2\n28iZMFS49DK+Q//FeCeMrpjyp/CKnGVqWYrsVnT7wQnobifPXpxLtc+NPXwAVHEj\ngVNeMVA8u2opWRPO8FsJR7O1wdgCgYEA0fMqggTFDZx/iwu63gvUmzlpNDryi9R3\nBEoACvXoq0j9sjVTVaw7bPtkGVw8Z5L4XNCkA42bPttdGIvxAwemhLDUaoaYP6GY\nHYoRhgZdcnieZYfKX9UXT/TTWi38btXbrIPGzcUzFeY7XZNcw4WjkMkrFm1EpSMF\noDjdBoNnZSkCgYEAsagMorOaIT/8mMI7ZjpMC+mZj+iH41XWjDyXLCei1fQjcCcq\nQp5GUcWCILqLPkJN4CME38wdfoid2pXsJcb/wgdQYmJqf6nffosT00IWdrJhbCE8\nuU33/dbl1sV/F+CY3tsgBTd1EE8HZ1XCIHzzvEZscH9gxxs1sBU1vSHCF/YCgYEA\n1aUE2Cqkw2WnRjVQZ5pxnvDHlEVB//EWkjOKM0cwXclgvmXGFQegQUigMpHNGIHY\nKVOJFg9JbmgGlf6U3wUiH2U4nhL0RfiaQpcC0a/Vvz77YWx+uZZEKotkgnxk8ydF\nn4v0WdniHF82dViYPTSbFQuhfIxHVTtyrGac/ZcZGUQCgYEAgd/T70rjRTeX6DVq\ncCyr7TAxs4peqFjpJGt0A7jJ+6GipD/2Mrzr7IEQGwtMsK7XfydHb1jdjWD5AgRN\n4aSTQBCH5PfdEa5xwNPtJ/oIyf3YSqHnG4a6VEMRii6qA33vh4Nm7E9xj3ZdMv70\nxuHURax6+K9rBysu9QX4sAb5eXU=\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@kw-data-prod.iam.gserviceaccount.com",
  "client_id": "186401777146451164942",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40kw-data-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

TOAST_BEARER=$(curl -fsS -X POST "$TOAST/authentication/v1/authentication/login" -H "Content-Type: application/json" \
  -d @/etc/harbour/toast_login.json | jq -r .token.accessToken)
while read -r guid name; do
  curl -fsS "$TOAST/menus/v2/menus" -H "Authorization: Bearer $TOAST_BEARER" -H "Toast-Restaurant-External-ID: $guid" > "/srv/menus/$guid.json"
  /opt/menuboard/bin/publish --location "$name" "/srv/menus/$guid.json"
done < "$LOCATIONS"
echo "menus synced"
