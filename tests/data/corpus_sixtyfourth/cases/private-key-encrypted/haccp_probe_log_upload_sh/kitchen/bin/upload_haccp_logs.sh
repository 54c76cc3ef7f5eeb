#!/bin/sh
# upload_haccp_logs.sh - end of service: collects the fridge, freezer and hot-hold probe logs (CSV from the wireless
# loggers' base station), flags readings outside the HACCP critical limits and files them with the compliance team
set -eu

SITE="Airport T2"
LOGS="/var/lib/probe-base/export"
CHILL_MAX=8.0
HOT_MIN=63.0

cat > /tmp/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAM5IZI8B2tPqJ2oKqlkTunA9wMLYCTic
i5m//KW7oQKAlaEhOJf2q2XCYCV3QP612G6/2LibuHDbdb1cyKYWAoYIDHKHjxlQ
18qcwdlShZWoqKSBnE+hAfsKfAuFfOq581Vuav2haStMigmCMG2WFTFZwgOZwHh1
qDANBgkqhkiG9w0BAQsFAAOCAQEAIj6EeSn2Sz5kHI9IezPJ9AE3/ab7l/uLV4J/
j2pZvT+ymGR6SVNTFVs1zEWeJWHdmWmJDIXlNMUgF3V/LBKPKSGz7RGrO7b8tCMu
7xiZqjA/3x47wtraiRumTJMTz/io5pGwkhtNbbURQkJvRY6kbYKdI8LoDPwNXNwE
/kBjYdC7YxvdWKp/ZSmifiKURUrT34odMzBrOAkp2iHNJf7+Bj0ZtGlIDKxrj6sq
vYLj7twpdulzrWWppCZP2ees62AApxMSZ1FUHuXq0OBGl/LHRKMQTRme4hHtoYeW
1ZYa+wyLVzDgZJ+gD/Yqhg5AeMMINpuhnFPx4qqniYv1wOJ1og==
-----END X509 CRL-----
EOF
chmod 600 /tmp/crl.pem

DAY=$(date +%F)
cat "$LOGS"/*.csv > "/tmp/haccp-$DAY.csv"
awk -F, -v c="$CHILL_MAX" -v h="$HOT_MIN" '$3=="chill" && $4>c || $3=="hot" && $4<h {print "CCP breach:", $0}' "/tmp/haccp-$DAY.csv" > "/tmp/haccp-$DAY.breaches"
gzip -f "/tmp/haccp-$DAY.csv"
rsync -a "/tmp/haccp-$DAY.csv.gz" "/tmp/haccp-$DAY.breaches" "compliance@records01:/data/haccp/$SITE/"
echo "$(wc -l < "/tmp/haccp-$DAY.breaches") breaches logged for $SITE on $DAY"
