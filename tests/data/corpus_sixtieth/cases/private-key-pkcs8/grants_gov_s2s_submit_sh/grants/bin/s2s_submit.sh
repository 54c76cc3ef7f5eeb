#!/bin/bash
# s2s_submit.sh - submit an application package to Grants.gov through the system-to-system (S2S) SOAP API
# (ApplicantWebServices-V2.0, SubmitApplication with an MTOM attachment); the client certificate is the AOR's
# usage: s2s_submit.sh <package dir>
set -euo pipefail

PKG="${1:?package directory}"
ENDPOINT=https://trainingws.grants.gov/grantsws-applicant/services/v2/ApplicantWebServicesSoapPort
CERT=/etc/grants/s2s/aor-cert.pem

cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQC1ZrNt8AsR700R
L6Jf9mCXPNwDyHFGRUqhXgUL0Ak8f8pGy9S7KSApl6/YYjJ/4mPrGowevH/suG07
oxPqVVThIa2zpUxRY1pwZ27/ViJyTXM2Js0pAKlwCdXzA2IF+IljcRaNRxavgxjZ
5QarSLpSGtPot7xTq5dotZDHX47XKiSo5387WrTyJWRuhEXk3a4kXy6NXGZskWiZ
LM2v8SO1YTgaNVkRUseTTQGRKqYOlN++0L4u4oKn7CuKlzHNSpR3TzQD+VpBVY3C
6X92oZ4ECW/mjU3wg6iHqtr4I5tp0ghuSpIOhcQWjYGGjx8qmbVnw7a6lZMFWOnM
KRF4KFQGAgMBAAECggEBAJZZDPuw0muHtQ8wzWkQ7O+lme0PdOVo2i6b/eVQTlf0
/PigbpLRd72RTRJb6OwKzu0lO6XpVPqgTUKhd2+doxFndUHWW0hrGKUsoPwF99kb
vLcdLsuNm4oIWZ2NGSfkfTPJKGLFTzGsTVgqnIt9L9P0KTnl4XdseCnYWMZKgKAP
4u/N3zxXbCCcoKVeFvTD0FrJc3zpuwesERh7dYse9b8MOAoCaAqlqfIMv34i4JKq
XV92ROGHRhVoR1FL1gy0iWzEBAbahHzwYUbyEi4YgIVYQdeBSBDuTcp4RCIP1QY4
LTOp4XfHuKWizpjAygCZgB/TtgIRV1qz5cceIBHFTUYCgYEA8GXJlCekYHPcUaHl
0Nj0FNQNG3BMHa+YiLQKNBxw3gJOCzIsWy1d6Ep1svkML8VuTQDeaotvwy1Y9HfO
F2I1SuLhfcrW4Ic2WO51APwi8//ksFoEjgC6pDIzsjfo/LFhaAdjGlUOV7vRlxMA
3EdKWfH9z77TTBnLNBt02bJU6n4CgYEAqx4ctY9145aUK2+FRnJDVGGPL1xqI/o4
Ot2c5hgrDr2d8zxnF64fcSb0w+kq4Kd1V3EXrLm8jt3aDCY78Ip4OSjh/j0v0pO+
MgLqbLt1zrY0qG8IT5tjIC2eQsEDCiJEm6iorjIaAPt39Ue0DRE3zueZXpPLiDfJ
UswD5u+W7MwCgYEA0CLMmxeijMR1mKUZPsclqft4DnLQNQTv6FarllKayWhdNdKx
vXDGfS1dhv331KDwaD28nEUpeZkOP9/EZ218z4MWabGhWFYFk4AxQLxSihQ8UGpJ
w/Jh49nI5le8fCgxUXz+wGS3ES1iMoUI1e5XCQNr6o8PzmBVi9dv1xuBYdkCgYEA
oCytfXS7xj+glvp5UdNwSw8anchfb2D7BeQ3Jqiib/F9otj934W5EsYGPkuhDLSZ
NtDWb/etnJwmD7mfxYsSb5uxEl3pR0+hm8Ggdk0/NH9vX/13a15dB37aFyOHkqRp
uRK5x117QQQtQFljXR+q8dQgdCF3NztirC4Efgo2R6YCgYEA9YUnLxVRi16ArKwz
vVbGf0f9at6Y+GDqcjO7NIhHn0Ft+qT4QDKvjDOP3tz2dPg8IYLF2Nl5IUaZvS45
CNygUTSz2Tjz2lMHWoyQSDBcCerO1yzjfzPqLgc1tv6Xsxnt3iQ6xylaFAqPBgh8
3c9g7QkXvCBxzJyh53fYTtbq/NM=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key

test -f "$PKG/GrantApplication.xml" || { echo "no GrantApplication.xml in $PKG" >&2; exit 2; }
curl -fsS --cert "$CERT" --key /etc/grants/s2s/aor-key.pem -H 'Content-Type: multipart/related; type="application/xop+xml"' \
  --data-binary @"$PKG/request.mime" "$ENDPOINT" | xmllint --xpath "string(//*[local-name()='GrantsGovTrackingNumber'])" -
echo " <- tracking number for $(basename "$PKG")"
