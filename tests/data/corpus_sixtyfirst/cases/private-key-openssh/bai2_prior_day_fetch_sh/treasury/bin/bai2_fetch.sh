#!/bin/sh
# bai2_fetch.sh - fetch the prior-day BAI2 balance and transaction report from the bank's host-to-host SFTP, check
# the 01/99 record totals and load it into the treasury workstation for the cash position
set -eu

DAY=$(date -d yesterday +%y%m%d)
DEST=/srv/treasury/bai2

cat > /tmp/ci_ssh_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAS4yNXOsFiX26ldqrvWRSB8WQZeyshAORpK/azQXl5BQAAAJiVOe9RlTnv
UQAAAAtzc2gtZWQyNTUxOQAAACAS4yNXOsFiX26ldqrvWRSB8WQZeyshAORpK/azQXl5BQ
AAAECN2pDcJ3E+QcJ4P/oYXIrYAq/GUh4mvRKafMEs7xOg+RLjI1c6wWJfbqV2qu9ZFIHx
ZBl7KyEA5Gkr9rNBeXkFAAAAD20ub2thZm9yQGxhcHRvcAECAwQFBg==
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/ci_ssh_key

sftp -b - -i /etc/treasury/usbank_h2h_rsa ridgefield@h2h.usbank.example <<EOF
get /outbound/BAI2_PD_$DAY.txt $DEST/
EOF
recs=$(grep -c '' $DEST/BAI2_PD_$DAY.txt)
trailer=$(grep '^99,' $DEST/BAI2_PD_$DAY.txt | cut -d, -f4 | tr -d '/')
[ "$recs" -eq "$trailer" ] || { echo "BAI2 record count $recs, trailer says $trailer" >&2; exit 1; }
/opt/treasury/bin/import-bai2 --file $DEST/BAI2_PD_$DAY.txt --as-of $DAY
