#!/usr/bin/env bash
# submit_ens.sh - send an ICS2 entry summary declaration (house-level filing, F15 message built by the TMS) through
# our customs service provider, then poll for the MRN
# usage: submit_ens.sh <hawb> <filing.xml>
set -euo pipefail

HAWB="${1:?house air waybill}"
FILING="${2:?xml}"
EORI=FR152978472

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20241006
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCeQfZewPUAxNv4RbKWEiQ6oLRHNwRHV3UY
Umnv0yeozzMHvOmZVvLnTy4/X9IbZEPcyMztbiJuUSJUQ4Oh79EDt8vBuLPk/CbY
q6ZElsO5E/r3WtIYvrMrxtq/4D/TA0UeFP5uV9E74z9XNsWEAbPqQfg+ZJuEpaex
UT3VTw1/f1q28zgtQXcMxW8PNlZYeOUFegwdmwJQOwOFWim3s6saIghkQtKtIpxo
hkc9wyFy0zVSQqtBLl4zsBLkOtwAzTu62tOxWGkuRpXQ77mpwn7OoFlpmkEfWyJl
0pVmgDuaawl3eX97w4FK8vX98D8wEH+BN9AOUFcPwEe9Yc5BO2wW
Private-Lines: 14
AAABAQChdeobfX85ZYC1z5VYRut2UANskGmahaDH1uIbXP/NV+033ouUQuQt6mto
9+5BJEfzx3rurOW5z00rkhR5Vtmo5fxhpu8ZqVh1yO0mFOu3XhFQCmAeZ21AfnG3
8Y0eU978Az8f+jq41cljxiTrKLz/x+ezFR7XA1M0ipl6UMRIpquW7GRrpBZoYFXj
fV36WUTpOEOLRMSp9fsFOit/6MDpkC+DxjIm14Hp0sj2D+5DhfyM65YJ4Ph6QSLq
t6I3nK9FRb9VPh9NPY5VFGCbz6txz28TCObjJiTE2kM+g9W+25rUt0iEuuCh/olp
tQibT7Kksdx9radFBX4kAzIZ7vShAAAAgQDadpRNG7k6rV0JcevywdKQ5GusKQx2
VLS1L1zWbaI45el1k+F6vxvO4LD8XTG2GCBNiN1dTHtk6POJLZlTHtQgrgPJzfIr
qQCOHXG/2ubIcz0SZZNrBPyX4QmNed7SS+kJ/WxjlD2cfQpV0riWckOrAXol/fhv
SZcplkWbmzJKFwAAAIEAyy94VjF+eBLyVvL283hx6cxFCXwgSyMgZZgXtc4x7W34
zDmnaffn/SUFVMfhiD4OMdRpY8Sr7FizgtFUlXxEZhP4+H1Cq5HZM1FMcnRFmyB3
tm8Z2e5o/V/cRkkRmte5M3kr6WsptrY8mps4ah7/+OYItmxzLS7mn8DPHO2YTMMA
AAB/XU8GDDdxXCLKlQ0I8NPMxangpnjU89p4SULsbwOr4GlSuR8OHDteK3KZfKx3
6GjLFxJhcA27DR9Z44Z347/DP8fLWQVXdtwRzMQ3I3sQuXWkv5Er17S5iaeSWfss
RgYuGxdCcYHPQHZeMwKKBsuarJI+ykyQ36Kk4v9JFvKi6g==
Private-MAC: 4af87fff5dcdc0bc854282a79bdcd663fcb13298
EOF
chmod 600 /tmp/deploy.ppk

xmllint --noout --schema schemas/ICS2/IE3F15.xsd "$FILING"
ref=$(curl -fsS -X POST "https://customs-gw.larkhill-travel.com/ics2/v1/filings?eori=${EORI}" -H "Content-Type: application/xml" \
        -H "Authorization: Bearer $(cat /run/secrets/csp_token)" --data-binary "@${FILING}" | jq -r .reference)
for i in $(seq 1 20); do
  mrn=$(curl -fsS "https://customs-gw.larkhill-travel.com/ics2/v1/filings/${ref}" -H "Authorization: Bearer $(cat /run/secrets/csp_token)" | jq -r ".mrn // empty")
  [ -n "$mrn" ] && { echo "$HAWB -> MRN $mrn"; exit 0; }
  sleep 30
done
echo "no MRN for $HAWB yet (ref $ref)" >&2
exit 2
