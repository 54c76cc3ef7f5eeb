#!/usr/bin/env bash
# amplitude_export.sh - nightly pull of yesterday's raw events from the Amplitude Export API into the lake
# crontab (etl user): 15 3 * * * /opt/marketing-etl/bin/amplitude_export.sh >> /var/log/marketing-etl/amplitude_export.log 2>&1
set -euo pipefail

source /opt/marketing-etl/etc/amplitude.env   # AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY

DAY=$(date -u -d yesterday +%Y%m%d)
OUT="/data/amplitude/raw/${DAY}"
mkdir -p "$OUT"

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240201
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQC4HCWC1mYXBhr4bfRmUlNAffY1/hkGQfWu
kfmKqbSaTktQ5RqhkqnMLPHiKxf8ZsNDvUOUkabnyxdDGKuosFQKsk1Nz/LBl3V3
daO4lNZ39iOtaIkajKjKkaRJqmyWJQtFJrO2YfFIA8o/1V08GqWcbU8V1S2GW5WV
o4SDGHiTOCTzKtN5HbTQSNepa5h4NvS8FkOWuGa6gJPUGiP2HtD95FNnFlOzeBPb
cUCLC02j9IjvLjC4LFwFnbiRubOlia51d1Bb+qOzCZgFXIOqBXgc9zhwW5+PFlaR
2cRBK1rV5rOJNuBdx/hAzCnUB/rui/KqJ38ZWSHwal8MXvu/BFBo
Private-Lines: 14
AAABAQDSIcTSFiRRZg508tulXgTqoqyDyOOWI19SZWmhIvGOGes3/s6s80uEcyVe
vUEg4MqVgVd5iaLrJv9FnB/fdsuOTOZtY2/QYnpjj8sX2DygWZU5dr8/wPWyU8cx
aN5fARRatx4cVnVIcdW8hLezhFxBCt9IwYa3Y/FCQ8aQZ4B3Qemc+Yr2EPogUEpW
0ZzrLroRhA9TW3NNX53Jx2Yv89CZekmXr34fi/z0IuukmBuq57og3CPSE67JoKVg
x4FAxiq2CXLctBevePIxslFjxXdJluaZ1K2jx1cr/yu1bndf8zI1ghmPf5A8H9z8
G9vXqZCkuteGoNr8tzXnSXXD0xiyAAAAgQDgQvcaSUFRZ0nvQ1rc4/VjBWfhKxbm
VTG7qnnjJepnOi+lhYbZoIYzUtBCW1PK3/UsiqBLuDWYlqja7WIKLx5vvjxsQsxG
iK64AmzZvkwEZxyVvWm+ymVLAZZQwdaLnnKqm3GzlaMH+2yLmEqB2v8IOuy9VD5s
GO9W7Z2ZUJAlgAAAAIEAiO2GiwhS7P5UKT0pD1mC3hhRYSJ7SF+G7qUc6FVajczv
+GxDTgdOpJ4jd5dUwzhf8YRT174Z6V19xF6QegIkOdxOqz1IbcOlQa6pOXXGyXtq
dLP+uuKOKWTH4WYM/nNdVK+77paC/duEHeaciMcp3E2KrjImSlP5YB7bM+4AXvUA
AAB/uqL6bwwq+6DNwTQd0Tt3shSbaicQtfIQJ5ATHzWruhTyWKDTc65bBFgSUFZp
riqMoYg2XJrzf2ybO/XeMb5mNRRnyOczlbp82Ztv7fKjg311UM5JSoMd/ym8CsKp
kcm3tVii5x0k4eav6vC864rABJ0T/lX7IU9pBBCz5Jb6Bw==
Private-MAC: 86863a9b3ac16880b7a3c5eb4fda69d3df37cc36
EOF
chmod 600 /tmp/jumpbox.ppk

curl -sS --fail --retry 3 -u "${AMPLITUDE_API_KEY}:${AMPLITUDE_SECRET_KEY}" \
  "https://analytics.eu.amplitude.com/api/2/export?start=${DAY}T00&end=${DAY}T23" -o "$OUT/export.zip"
unzip -oq "$OUT/export.zip" -d "$OUT" && rm -f "$OUT/export.zip"
gsutil -m -q cp -r "$OUT" "gs://brightloop-marketing-landing/amplitude/"
echo "$(date -Is) amplitude export ${DAY}: $(find "$OUT" -name '*.json.gz' | wc -l) files"
