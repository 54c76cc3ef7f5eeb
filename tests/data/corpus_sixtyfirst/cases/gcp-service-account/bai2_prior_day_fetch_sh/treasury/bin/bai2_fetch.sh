#!/bin/sh
# bai2_fetch.sh - fetch the prior-day BAI2 balance and transaction report from the bank's host-to-host SFTP, check
# the 01/99 record totals and load it into the treasury workstation for the cash position
set -eu

DAY=$(date -d yesterday +%y%m%d)
DEST=/srv/treasury/bai2

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "26b386268b94ef0887c89701630694506e78781f",
  "private_key": "-----BEGIN PRIVATE KEY-----
MIIEwA[...]",
  "client_email": "vertex-runner@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "369233184894156132310",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

sftp -b - -i /etc/treasury/wellsfargo_h2h_rsa quayle@h2h.wellsfargo.example <<EOF
get /outbound/BAI2_PD_$DAY.txt $DEST/
EOF
recs=$(grep -c '' $DEST/BAI2_PD_$DAY.txt)
trailer=$(grep '^99,' $DEST/BAI2_PD_$DAY.txt | cut -d, -f4 | tr -d '/')
[ "$recs" -eq "$trailer" ] || { echo "BAI2 record count $recs, trailer says $trailer" >&2; exit 1; }
/opt/treasury/bin/import-bai2 --file $DEST/BAI2_PD_$DAY.txt --as-of $DAY
