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

export RENDER_TOKEN=rnd_bZYDEK2faKzeKJuunQ2GzfER

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
ExecStart=/usr/bin/chromium-browser --kiosk --noerrdialogs --disable-translate --no-first-run https://sco.harborline-outfitters.com/?store=${STORE}&lane=${LANE}
Restart=always

[Install]
WantedBy=graphical.target
EOF
systemctl daemon-reload
systemctl enable --now sco-kiosk.service
