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

cat > /tmp/sa-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "e938460821024b54895ed2e3032a845916e827b1",
  "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCYZk8bGy+GPN0j\nedv3nDe7mid+ukxj5yxCHI+6EhY4q2I0n2vtLxdCXP+ZhmXIqyQUi2S6bC39jK2i\nKzSuFiRwH14Eg1wWNPvTGIrSFJxTdxTVfoJgJheWz5jyo7KMZw2OjgkZFA/EAslO\nMiqfuAdsbI3bzNzuCOtxbn1Vnq6coWNbygBVdteWpL82cC8oohWQd8xbbSaNNV/U\naG1kDRH8JZGthEWghzbBCRzoPeuF86KP0wqIVYm1CLeH9w5VcttqPfrq0dU4JGCd\nQh/SLL2k9R9hymMjhvH8+l0DxH5fWI7MkF5w5H20iZw1o4gu5URgsZLOSmxvGciK\nmnXISBjWAgMBAAECggEBAMbwTFDxadWn4HRPPqDuckd+bUP+1tIVe9eUJ89oWyt4\nAZPoz408JvV21cPFuhfZEsIKyCx+0FbKuNGKmEG08TScW41YAvUmAIQdcMleOkvN\nFoPt035maL1A8+nF7hsEVxmQSp7XQXi2v2HYAXvsUeG1ndIjvQjn3B97A3fdRWOU\neKwgXIh3Le5fyoog3l43Ogz62xmShdgbXrpNns4NT5hq8POYsZstBDJWnCsZ3Pot\nK3L8I1hkt+8HJhb8IOBoPWKpmyZ62j3yV5+kJJpgKboBkEioDIiRv/J9w66xabxK\n2o7qUd5S6SRJiHtGWQTzDs4TWzwKKli3Uxu59375SgsCgYEAukGtbblLrqkbES9f\nI/kWTCS5HNuqgCkKM5MNtQk+Kbwz3oYj5r857+Mg+nOtmzSbozuRYwf9ntIj0b9X\nSQxZcQ1U4VSY4tOeaMRGnVSEQ4AcRugLb+/5pCxk3TLIkZsStq6+ZL2OLiOJA/RA\nS8A+95aaHmuRYn5U71wRSLtdtCMCgYEA5WXndIhW7nYWkNzoQfvTfA9Y56k4Ucba\n1phiY5P3OJiqCY9Gc+53WBwWE93+lWUnNyiekmiQNEqjWujtcvOy1VmM2eaM72a7\n2lnJUzf5tVvCKaY7dCzXvRuC30MCkBKrcVF1ScB8fslL1k1hfqekFF9iuFUJRaG1\nYqplS2xRLWUCgYEAkqXm05hDLpVeFu5d7jRY4YAqVf32ctc0D9KIkftRXUfmRwhe\nN34Iq7v7S7UHM5sPSOQ5eMv/kYseWVZ0bG6OWaEeJt2Q+szKtc1GI4l4MJkQjB2w\nWgE4Ge8rKqIdq5RuVPweoyUOc8GkFaUfovhK1oPZrXfsekEjsCnAnENL41QCgYEA\n+vTw7htc/GT6oDrgdGmlvpSKBdEHCzsUV8C3Upp4qgRxVky3Oxv7t4uh4kF7ADQj\nS4GgYGB9Yllpqv4INb+hQ9JgXJctIKWGmdloAM98vAQVXJz6LiSXWdoxOwcwG96S\n3m74UKGtf/rtKblRDc/pKJ37XTDLhaJgteSFt68SECsCgYEArS+pXhhi2znnkWsa\nDTPCdJiw/Q2CJvTWra3Zs7cy6VDGP7cLcJvystoe/+Dp+Xg1qqm5fg/AjGBK1NmK\nOLAyrBmhil2Cm7Ux2oYXcyspYueLc6BdIAjrad5B4IxTIRd8ibqLTjpEPlEzRsJD\nH0laqDqoKl4V+hVdVqYSGDoZmN8=\n-----END PRIVATE KEY-----\n",
  "client_email": "vertex-runner@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "071110491566568504657",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/sa-key.json

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
ExecStart=/usr/bin/chromium-browser --kiosk --noerrdialogs --disable-translate --no-first-run https://sco.lumenfield-sports.com/?store=${STORE}&lane=${LANE}
Restart=always

[Install]
WantedBy=graphical.target
EOF
systemctl daemon-reload
systemctl enable --now sco-kiosk.service
