#!/bin/sh
# bai2_fetch.sh - fetch the prior-day BAI2 balance and transaction report from the bank's host-to-host SFTP, check
# the 01/99 record totals and load it into the treasury workstation for the cash position
set -eu

DAY=$(date -d yesterday +%y%m%d)
DEST=/srv/treasury/bai2

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240702
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCD6aAq5+xmnhJHv4ZEn73F9E3fxvXxEwY+
q+fLyPhkE4Y4ImVegNTffSku1Sviq6OfveK0ScDGbs+Nf9b6VSemxEbeamY4i2Rj
9+KGCIwNLdTPRNaWLgaDOURVUce4uWUCqAY3oZla/IYIQV/Q8jJmYIwjrz9c2e4w
VUjgtUDogY6igV/y4MlQ3sPGEB0qkRUDlUfv/2rbf7w9vJFNNfsyaB2CQzvd382J
sxhYirvLRda39U4ghPEfPE0fUbepb90d8UQJqpSPY6W54A9YZZWUydS6tiGwUzbz
Jhs+G+yjSCIC3kwEU/oeg8EbG2MOa7y9y5tjc3O4uVdy59yAxmW/
Private-Lines: 14
AAABAQCLYCNGDTR/9gPwnC7/c2tcBfwnnHlrnQIU5W9Km3/TG0BKL1ZLCYyWuSAO
KUrSeN1W5MMmMFGgJwkfieKSKujMUFiIFGtarnA60MUEgamo7jRorm5XN9klmB8F
xHmaPM2Ere7JR7oIqafNGehNbolX9mpyNOEkZ35veKM8UnjeH5rpUOe5d49vZ6yI
67C0BV2mScbRPrJ0VwBWVkOC3sxorqwpPqyt8NjoANphSVgvtqC0+y9DqWXabqPE
n41vRG5ZJuzsZsCwfs5CC8yrR3tFAZYCoVl/NF19q+Qk1D2PVPaMkjA9okhfzxaG
+g+l++XHLSt5oLQT2j25LROEj5+eAAAAgQC0Azx1uv3guKDeMOJI8o8969KmjlIq
P8jd6cCyJ/5O8mD8p+33k6/U9c3oqXT2AmnYyyKLf8aJmtV3IZB33K8LSg+c2vZM
9vZ+e+fsXvw4+ML6CtM5f0/C5/srmDiM6Qaoc9cm/renn7jAaWITVA4k7UKlgihW
HHoCLf4ngTojIwAAAIEA8IZcvq2duz4aEXhxzBXX9bfSyuwJnghJ3h+Vq65buIN7
OzF7b2/aDYCUnM4WS1cJnIQy+DsZ+D70ARm/8kTK/py+jRmBuubJlk2T8XxZc/U8
qusqx8jGTRsvbBwsN3ZJFcDxW2J1qbFXKa+sZ0zkHS+Wx5m+ICC2WWVq1p+A+SAA
AAB/Wct2CzZkP7b8tv7uXTNkGFTgLHmkWnxwJwxzO2EyP1/ps+CvvwyVm4+XZBMU
nbxqvVUdt65wc92F+f5y/4xTHGYrZ2ICaqo+08NPqPppSPcToPWlmPzpWHmi9mZy
ihPwMJ3lvGzr7m4aOJKQ96zebEDgbWy6HRGUgnToaHGF8Q==
Private-MAC: 765bfb67dd19012825d195167133213715cfb61a
EOF
chmod 600 /tmp/deploy.ppk

sftp -b - -i /etc/treasury/bankofamerica_h2h_rsa tennant@h2h.bankofamerica.example <<EOF
get /outbound/BAI2_PD_$DAY.txt $DEST/
EOF
recs=$(grep -c '' $DEST/BAI2_PD_$DAY.txt)
trailer=$(grep '^99,' $DEST/BAI2_PD_$DAY.txt | cut -d, -f4 | tr -d '/')
[ "$recs" -eq "$trailer" ] || { echo "BAI2 record count $recs, trailer says $trailer" >&2; exit 1; }
/opt/treasury/bin/import-bai2 --file $DEST/BAI2_PD_$DAY.txt --as-of $DAY
