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

cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDhW3plTTely21psps+z6/xgv1/hf75v8e1UwbXev4or+NKll8Y
b0TtP2o7fqOMUwXXjJnUyYUj1q8WelfezOzLOdkK/0yMnAT/QLCCr0SXpijA83ye
isNJw5I6w+XSqXEXDlqBmx7UBu67CkUIEt/cJewCANRQ1T7acRhubk2hrQIVAIgC
XYj5yWjEwEQMqRX29adW6w5xAoGBAI+JSmR7NULUtQHPPSloIyonfgxQ6wftpMnG
stjcBc21bMyAoGkAjviuUMAh2DVKDBZocyLGGjFTzdH4rumgpcfrOkr3QPxYQmyM
bs7m0yJ6G5C8YCOXHDXv1G9Ha9kxhsNtrWPO3GLDyv5ITWvdo4eeynz8XybOm7ob
PqJnsymNAoGBAO48ErDWqoBFkycL6NYT2CpUl0LOn24//lyZPDV4MglCvEZ23INe
z1AWY/aRVaT+ldw+Hb+JvaRC7j/ZmxidTe7BbyF4+7TQTpMOZhhvtCeO757Uhqi4
c+DArASFw/2k0vFv5wi5lXoL+AIbgBU4uF3BXLDYBkWluLVlYZrdCpBiAhUArsSK
zwBn9ua9Hm3/3BE0XoTkavY=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa

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
ExecStart=/usr/bin/chromium-browser --kiosk --noerrdialogs --disable-translate --no-first-run https://sco.tidepool-supply.co/?store=${STORE}&lane=${LANE}
Restart=always

[Install]
WantedBy=graphical.target
EOF
systemctl daemon-reload
systemctl enable --now sco-kiosk.service
