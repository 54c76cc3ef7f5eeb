#!/bin/sh
# refresh_voter_file.sh - fetch the weekly statewide voter registration extract from the Secretary of State's SFTP drop,
# check its record count against the manifest and load it for the precinct-assignment and petition-verification tools
set -eu

WEEK=$(date +%G%V)
WORK=/srv/elections/voterfile/$WEEK
mkdir -p "$WORK"

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "884234ead87635b85c124f3505ad63a3747dc1ff",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDhAI33BSuT25Gu\ng6Idut1tNKqk117EiluSboAsjb9KFaEbEA7hvA9Sc2Ym2IfhQGvTtV0sGT/kZ0sO\nQ6WxT4FP0+YyGxpKQyOtKpKxPRrKt8M0CJN7zH5ysiJebEXhmdA3oovxnnME/qTI\naoVShQdk4trnvrUpjNX0GHC2VK7vblE4YD2oQz8AzWlXa32UFRIpyiM3/vxp/Eo2\nSilW2fxeAZRNNK1s04E1OwIFec7OIDwcnj6YBMW7ii8lqLuLzFNwpUmTyxn8JOlp\n63W8uHuiPfpJcliTIGxVSghktQslivO2Q4HsEFfNJRtouInY2wCjBZvWRGlV4ig+\n2r7Kqmg3AgMBAAECggEBANYdiioeiWX1lno5FiC8p8mG2ec+j7zpy6MxkSMEA4Rx\nxVPMJs9smul39JYaBmnB8VhYsbEms0BuTe0T1csH/76/E2qab0Nb+Y/e/phG28oV\nsov1qi0ACxAWfddr8fyI4mz6kosIRoH91z3rvWMp3qwstEILlo+H4bI/F7xJlNAQ\nc5mWs1lpysgBv2HgBMHHf2ei49Hn5x/xmSFbboiZrOZj0PyPx6SF5UldyUMLGMMY\nWaXOCF6DRAsVGmZT4EeoX34cEk5VRlfLjaNlfZTleWi4sd4L0oAe4n9rZdpmOmwP\nB+Z7Ap3vjTOS5/NzJHwmylJGWdo8Ws9A3UdLjRYFGkgCgYEAs86/dp43BZUp7I/J\nwgxCefpt2bedhRelvva6Rtof10Ju2B714ypznkJj4OD5uBmKKNsZ4JRmPJBFBvsY\nCbL+Vk+lg05WIAU08D9pv7sBcmV1UtMCZHIsN7kp8hhZTmPTU7FxpVemDNHTkYTb\npdn8b0TdYUNYWJK0Pkqi2WG6zGwCgYEA5hdfquuj8KKBRJ+b9MnUQaoqTlrRNzIt\nFi7l0WMp5yyVVLMpgmwfgjytWCVAWFF96d3zOinNk0RyAwbMmdl1o1KGvvOYP4mU\nyws8K8xLjYf0KARAXavii8o2mUecDWeZuDhFbJPOAXfv9ChDHqUY4OzoiSu9vGJy\nKqcdYyLS3M8CgYEA2PLeCe+vav8kO8RmaEx5Ztf6mVhmuZBsr3SU8YHbMI9lgmBn\n7v21ZW7X9kSgPZYajKtNu8u/GBeb14FMZRutW3GcX2Awqs8v6zszPyeSkTaLt3F8\nFNCRnJV3TqKw1sDYMmL9ueoHxvZG5WsbCRqn3bcOKGQ5dS5qgbS0QK56vMwCgYEA\nkDfJJfsz9ez5Bff6Dy7vaSIEPXrObVGwDqhb57UZGmyl1dXjBHB0ZC6eOzCw1yc9\n0IBttyMncsvaD7+W89SJC+WfSNXwSxEWsx3ATIhNGGOCCG33gcYYv1gNSw6svKXR\nQxIDX+yr8Fgydob5HRE6q1EIk4CS1AxLxq3MHGBCT6ICgYEA/qZQJ8eC8HVWie7h\nCpJCz1rbziB4USazIoNCxNcBeAbDACdzUE5qT/LnQ6J040KEeKLiIviUB0hu6ioa\nVcwcd9RLXsqYXKG6y0+GFPDmceo04y+uwYZfKN9sAjLc9DyCpZLK1UrUml79W+EY\nEB7k7EwjGYx85vsKnz+GdymUuKY=\n-----END PRIVATE KEY-----\n",
  "client_email": "ci-deployer@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "888640949554265186783",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci-deployer%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

sftp -b - -i /etc/elections/sos_sftp_ed25519 county47@sftp.wexford-courts.gov <<EOF
get /outbound/VRDB_EXTRACT_$WEEK.txt.gz "$WORK"/
get /outbound/VRDB_EXTRACT_$WEEK.manifest "$WORK"/
EOF
gunzip -f "$WORK"/VRDB_EXTRACT_$WEEK.txt.gz
want=$(awk -F= '/^RECORD_COUNT/ {print $2}' "$WORK"/VRDB_EXTRACT_$WEEK.manifest)
got=$(wc -l < "$WORK"/VRDB_EXTRACT_$WEEK.txt)
[ "$want" -eq "$got" ] || { echo "count mismatch: $got of $want" >&2; exit 1; }
psql service=elections -c "\copy staging.vrdb FROM '$WORK/VRDB_EXTRACT_$WEEK.txt' WITH (FORMAT csv, DELIMITER '|', HEADER)"
