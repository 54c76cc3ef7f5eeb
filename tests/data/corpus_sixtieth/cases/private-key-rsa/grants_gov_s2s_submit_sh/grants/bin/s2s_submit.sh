#!/bin/bash
# s2s_submit.sh - submit an application package to Grants.gov through the system-to-system (S2S) SOAP API
# (ApplicantWebServices-V2.0, SubmitApplication with an MTOM attachment); the client certificate is the AOR's
# usage: s2s_submit.sh <package dir>
set -euo pipefail

PKG="${1:?package directory}"
ENDPOINT=https://trainingws.grants.gov/grantsws-applicant/services/v2/ApplicantWebServicesSoapPort
CERT=/etc/grants/s2s/aor-cert.pem

cat > /tmp/id_rsa.pub.pem <<'EOF'
-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEA4YVV1qix5qH9q19/tJYL+/o3hxFNJRtCcl8qB2RucpuaMGCAmxfj
5n56BkU0xDOVhsTNjHga6JzZyZKM+OhPU5O/jpWBvSbDZTJkbdHT0ptWLdJK7NKW
mXQkZE9Xal5n6mJzaZ5fcQUaVYdROmZztMbTrRCbrV5Np3XgKJ643/n/WSrNpMbj
QHPWX5ryF2Iqkys65te2eeVDZhPSsnVGBO66YPT7o/fMjk0dOlLDluYa4dlPZ/N1
yddM59Ti5tSzTv9cj/aq0KxtPNVjMB2gJLJQ+D/j/IkA16k9a15RTi31YBPy2XC0
a8TDdCfg/T/bpbTwfuecWqyALxt0Dxb+MwIDAQAB
-----END RSA PUBLIC KEY-----
EOF
chmod 600 /tmp/id_rsa.pub.pem

test -f "$PKG/GrantApplication.xml" || { echo "no GrantApplication.xml in $PKG" >&2; exit 2; }
curl -fsS --cert "$CERT" --key /etc/grants/s2s/aor-key.pem -H 'Content-Type: multipart/related; type="application/xop+xml"' \
  --data-binary @"$PKG/request.mime" "$ENDPOINT" | xmllint --xpath "string(//*[local-name()='GrantsGovTrackingNumber'])" -
echo " <- tracking number for $(basename "$PKG")"
