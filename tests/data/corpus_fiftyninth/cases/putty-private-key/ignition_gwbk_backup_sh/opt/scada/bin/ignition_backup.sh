#!/bin/bash
# ignition_backup.sh - nightly Ignition gateway backup (.gwbk) with gwcmd, copied off the SCADA host
# runs as the ignition user from /etc/cron.d/ignition-backup
set -euo pipefail

IGN=/usr/local/bin/ignition
STAMP=$(date +%Y%m%d_%H%M)
DEST="/var/backups/ignition/$(hostname -s)_${STAMP}.gwbk"

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240704
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCNXBMkGiJcCHntH55fFZRHrBRUxzt3QRhV
1aqUSjIjXGBoX4syp1Ji9r/MbnaKfrtaKYXWzxoyNUl5y5UVmKuBbw3ZK3I5wGWL
JpeeZGx8qdySy/XM432mYeNoiNnE52Y9fsQAxVfZAPyuBF0qt66VjiVuKmcBaO8k
YTJ/n5hTG6hb8k5ER76Xl7bTfeIspjuJbz0JGdxowvlh8MT9KxfC1D7ELo4Q59b1
FhkbU4RcaYKyxAwWuP1TRvCGKhDOK7XedVQyFk1gTNXnfv+z3kt9SVJ7S2G4yWBC
sPMhTr5ZlWhjakFX8ZJyO0rTG0gtx/UV89yetVdH40f4Yo3ejp9G
Private-Lines: 14
AAABAQCLJwfoD6GFqYIG6f1dZxcqwndykOn9E42hy9elV6ENyWqYiv8Ak3vLwRZ5
trBop8JttrD+dkV19Zh+jukERg/7H1K/2R6buVrVC6y1q/2ois5Kig90/tj3TX5X
gnoOCqjTYqpQKiVqZ2TSdZhebpZBQU/Tv3PV1DpfEn1aA4gFEQO6m92Gze2GN342
ztuzq5m+51/g8S7Q4hutC5v4j+tgj8AZrM/sp4WoLUF9TT2KXKCG1sOTyzsZtzUK
3nFLdnFs8l1V5yWTW83Zt1mACnbMv4/POXfmGfa+R6xCWtDdeThWNcmA9QnuVU0i
4aS7inhI79ZORDDdzYgdvsgcK5k0AAAAgQCQz51Jsr3RzpTPV8hBmBIkcI7tqavT
fPV4JIfSdZKkhbQxFfjULEUHDtPAAMuRSJkN809mwN1YrbOIDUc9O2ib7O23EH8Y
aFs7x91px25f+X+gun0vSEGtHzAnAeJOsmwpeWcxaTKl5TBDLl04CJNf2zQ2hugj
MviV/t1nz7207gAAAIEA1Tn+q67N1PaCwCzceGXV1pgohZGyvJXV4GY8PJ/njQJN
YO/XNDln+DKd1y/HWvpetdFWh55Q2F8T3cooLFDqnaaADGZv3EsxA0q0/iV1M58f
5uE3/IUg+e7c/4xzaicGKqDpp1f23jM4jkXK2mTEPk4OL2+KyGxpCtJXQtfw3BEA
AAB/l5r2+0biEU6dWo3jmBf5BltVCd9v0z5Q725Nof5Tie3C6EUl1D/1QM0goluV
lbaC6AvvK0RDlZuEw5NTrK/4ugdpyfSEawzPGCe8sq6jcB3jdao7aE/qo+txcXvw
L2JBGSy+JVAGTs7PAUogaXID/mXky363ajc9qll0wjjVhQ==
Private-MAC: 0d5989d943a3009da7707b6546d6062b8c02eafc
EOF
chmod 600 /tmp/jumpbox.ppk

"$IGN/gwcmd.sh" --backup "$DEST" -y
sha256sum "$DEST" > "$DEST.sha256"
rsync -a "$DEST" "$DEST.sha256" backup@nas01.kestrel-renewables.com:/volume1/scada/ignition/
find /var/backups/ignition -name '*.gwbk' -mtime +14 -delete
