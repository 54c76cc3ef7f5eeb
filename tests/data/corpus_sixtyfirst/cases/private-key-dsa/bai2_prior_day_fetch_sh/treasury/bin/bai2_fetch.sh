#!/bin/sh
# bai2_fetch.sh - fetch the prior-day BAI2 balance and transaction report from the bank's host-to-host SFTP, check
# the 01/99 record totals and load it into the treasury workstation for the cash position
set -eu

DAY=$(date -d yesterday +%y%m%d)
DEST=/srv/treasury/bai2

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDrBilN4cHOErdoNHZMvZpAoAdQ5D2ajDeJdWb66iryxZTsBw0O
tabWCvij2MoT4bqNwh+SopBgYYLRzlaWO+MHv1n10sP3ZxLLVpjSg8n+lQOvnhUq
e8wjG/R+f4fUR51ZMAmSQRXSboHkfIF/KpizhZXisDtkydkrzqespphmsgIVAIxj
lj2aNC+gkBVOBxZ3CyogExmXAoGBANDaBf8O4Y6JYL+/0dvSwymFITGRyzJ/Lkfm
RJ3EToRxPSftsQIvePQubyoZmcxPCw91iMcoC8Q6WGkG5t3UzcOm7HyDSjqEEPmy
s8/bi2XhPQcw6InpSG31TwracF6E4EMftB6mCR6w4//ZcV4uwV+euGyAG9vOZEvA
q3EPjaImAoGBAMC9oBIFcvwJaVn8T78wHSUBkU+VwFb9Hstnbw6Ltyuew1FHs64d
bhouaF6sA+eDI5DwGJ2UTDcwpsy6vZ9sIuKAnlgqtX34cNXfhczAc+Oo1LQGhuhW
PT1YUqc9SjdkA3ll9eyYTTGNyl8e3D48zke86yNyBSi0pOKDWsmKr+oZAhUAhs+Q
QNMRF4zxpiBpake8H7Mx2is=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

sftp -b - -i /etc/treasury/jpmorgan_h2h_rsa harrowgate@h2h.jpmorgan.example <<EOF
get /outbound/BAI2_PD_$DAY.txt $DEST/
EOF
recs=$(grep -c '' $DEST/BAI2_PD_$DAY.txt)
trailer=$(grep '^99,' $DEST/BAI2_PD_$DAY.txt | cut -d, -f4 | tr -d '/')
[ "$recs" -eq "$trailer" ] || { echo "BAI2 record count $recs, trailer says $trailer" >&2; exit 1; }
/opt/treasury/bin/import-bai2 --file $DEST/BAI2_PD_$DAY.txt --as-of $DAY
