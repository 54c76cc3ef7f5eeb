#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=gw-10
SITE=substation-7

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.17.207.6/24 # the OT network (PLCs, Modbus RTU bridge)

cat > /tmp/server.crt <<'EOF'
-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRANMBK2cJ4IYnwQQKiSMsYlowDQYJKoZIhvcNAQELBQCN
7T56NQh29KIq3BZeOFUITy8PEJ6fxwQwwUhjgoa/oy1YdFCkDtjCKv5sDuXaJrqt
4BAr3tIFXxUb4W/D9SuxL0xgsVy27dRkthXkNzRnuhdoayjdMNCmuiezG3kdXzmn
3Fh/2t7vW4u63VwFcoHomeF3UKM/pEUnzhRtDBq+dPtI3Sacwm7qwEyCJcnCE0hF
A1aBrHRWIn5Gyh7V3J7ZIDOTl+OKIENltZ/EHU3O8YuZu1D/FKFQriMNvnfR/gKY
fHyjP8EhwT1OSa7VQC60RfIFBuYsq5OfUWaBF6RtO8xxT7p028ZFySQW9pf8arLo
WTOxoho/hNZVD1glhzzea5vwe6yDPToJ42bjotKRV9ZZ3TElrnGKPu7cnGMaO9hp
SpFOBHedFML4DmIwDQYJKoZIhvcNAQELBQADggEBAKWMiyStkiffAZwjrN9r+hQK
fD5i4obvf0djSQ24hpRS6ZWyDbknMQBz6+6r/l0S8c27bFfOe3cp66mwMCe7HmrN
sqRwDRvKhdwJBltK517RWmJp6hCTYhpHoR3IkkYU/FDpNYjwqTjKwjvzur1nJQf/
m75l/L4ad6JcIUuYeTnDAcqoG88xsfr+DJ8tlSiAwaSTDFgAU5k2BYAFwdMtoMFF
iKG9ME3ByCW9cpFitSDCK2m7DLVEnXrnvPZn0GmYGrL8M1Wag9iaZ1P/BwRX4pnt
8maLx36yyQMStx5Am33JvzWi2sPwbfpLSY9ngNuCIBmdtJaHL42tOdzttDuNp90=
-----END CERTIFICATE-----
EOF
chmod 600 /tmp/server.crt

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
