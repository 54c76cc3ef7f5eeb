#!/usr/bin/env bash
# provision.sh - first boot of a self-checkout kiosk (Ubuntu 24.04 LTS, Chromium kiosk, Honeywell scanner, Epson TM-T88VII)
# run as root from the imaging USB stick:  sudo ./provision.sh <store> <lane>
set -euo pipefail

STORE="${1:?store number}"
LANE="${2:?lane}"
hostnamectl set-hostname "sco-${STORE}-${LANE}"
id kiosk >/dev/null 2>&1 || useradd -m -s /bin/bash kiosk
apt-get install -y --no-install-recommends chromium-browser cups unclutter
install -d -m 0750 -o root -g kiosk /etc/sco

cat > /tmp/crl.pem <<'EOF'
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAD1goDbfvb2n21n/wHPX8MTbX20x4pAd
IMyW6VaQ/XP3MgTdmnLkNE84nx5VrjVfh0sjCkumcSTkfbjP2oW5TMb20DFZCiDI
eR4e3iJOPBT6e3vtBbeTArLG80kgZNq8wTeNcbJ2RtPJn62i9z+Fcd21pVR8y+SN
azANBgkqhkiG9w0BAQsFAAOCAQEAtMqq4j4Kuai/kpornNGHa+y0xIqauszJ9wqU
YDWW9V5kZiM+ji/G3Igz/SJpMkDm3y7d9CQUxEg7beKlglsl7CmQmnPtcc5ahgsl
+tEG8O/Eotr9Vy7lU1jfDTBeTj8bRdfYSqAF1sXGXEaF6uyhqMeobTKvr3aSkkI7
EJxvnv9NHjTCG24mfawFDODLiz7OBiLZxhohMlWJX1AsDwKaj3PC608CaS6kpp0F
Qj8U4lcCmyoM7r/cOYI/IlFCB82dkY8utZ8mK9VEfYh8FQEEBlIxl1pGcNoSEutA
643YljtDvjYqp6kcy84aIvvxhJCe3sjBdBA3+p/jticNu+dFSg==
-----END X509 CRL-----
EOF
chmod 600 /tmp/crl.pem

cat > /etc/udev/rules.d/60-scanner.rules <<'EOF'
SUBSYSTEM=="hidraw", ATTRS{idVendor}=="0c2e", MODE="0660", GROUP="kiosk"
EOF
lpadmin -p receipt -E -v socket://127.0.0.1:9100 -m raw
cat > /etc/systemd/system/sco-kiosk.service <<EOF
[Unit]
Description=Self-checkout UI (store ${STORE}, lane ${LANE})
After=graphical.target

[Service]
User=kiosk
Environment=DISPLAY=:0
ExecStart=/usr/bin/chromium-browser --kiosk --noerrdialogs --disable-translate --no-first-run https://sco.alder-and-oak.shop/?store=${STORE}&lane=${LANE}
Restart=always

[Install]
WantedBy=graphical.target
EOF
systemctl daemon-reload
systemctl enable --now sco-kiosk.service
