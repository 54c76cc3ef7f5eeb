#!/usr/bin/env bash
# import_bills.sh - monthly utility bill import: the bill-pay vendor's EDI 810 files, converted to the EnergyCAP
# bill import template, then posted with the EnergyCAP API and checked for meters without a bill
set -euo pipefail

MONTH="${1:-$(date -d "last month" +%Y-%m)}"
WORK=/srv/utilitybills/$MONTH

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIG5gIBAAKCAYEAiT9azNjizQ68o4aLFr2p94hMmsxHlaLs0H2xUT0gYHVAWNvI
ojMDTukT4rzDq8ZGJPx7RUtC7tLmEULrCJgPCPn3bbFP+0hkBfXZNbBCgqGW7AJX
ut6kifgfXNxfyxjTWrnl0QAxed0Qcq0/b6gSUmSd/KXEpIRJTeiEtCr5t94ftyGH
fXSaBoWkb0qoOPX2m4RmN8jLwIe8jKCTAHHNGJxyAMm/IsqcSHJOoivxgaE59fNY
ClSEfFQPrempLO356bSA7GkST1EZqFxTZYLucaWQLzk0IAB9eoXqL6SzSF/2yS3a
hp3m2Ll77qWjQyh7atLa5L9fwjrPsv+Bq8ThU7fj5AKlFvAR5I+tQhZtKlLfNFT4
1kF6uH+hN6/ADCPzJM/MUuCr535HTyu0mgqMuaxa+5f45L60u74f6RGqNp/nVeVS
nWMECmePvsOJur2rpHkNUdRRlodu8k6tmbyOucojFCKdnBQjnWLXtXPMa38bJ03x
Qap8bklPnhlb34c8AgMBAAECggGBAN15iSRnO6Lbx7MgPT0xiutJdGXj/UxxkZlA
RFquQiLc/iKwqhr5QnHfuVyXOHVnERtQ/E+RWpK8htcxnyGzkK+5dy1ocrPxy3/L
en3Aj5h4VLVXkPuI0TCZV5vE353TvajN1RziIdtkBABvk2+wE0un4d9SIekRuiDT
1zdFQR9DM32dzYv6gBm6Ttoq21oWICgRo9OQsAJLiumYExlLrq71mShwY/zhBVEs
LTlOFvhBZKDzKPELK7tsVjAjpFN9In/rgw7g9Uh35QvjWpeQGkOVqPMcmAti52EL
ZkAUdxTeFAGVmLElc2ddsXoPlJhU+6Qnmi9rdnH6kY17Ul0kLDamkaPkdWmfgWzT
Yx5tiuDuCPqwzinXj+3r51Dnr15sbV46ImAwxQD7oRmPdOtut7CPlG4axcNMQBh6
op1ftITe8k6H90yKnX0hU5NxDUbi1kzuL6Q6XcP4mGMvOpWChH7pPVsv5xrGaf+F
grqV2nqUcpuitYwJbe7GFcKq+jfdgQKBwQCKUBBuPvSg41mmn/eAwX5g5Fu7fx0T
HbEnEn3aziqMSDgrLTipZWCIyLAQq68kw8JJSU+1eU8o5CEnbQOOBA6Cyl7Z5TWl
8fJIJZzP9/D8ogT3HwwiPamgdhaybRyBeLiMCUHTw2m2DA3gQp1ulVq/PPxzJtKI
5ekB0dt27OW0wALfjLs9Teo7tuMf+7ur1ij3lMMzSv8OwGvZic77s65EQUrAuNDU
XCbese+Kw26EjrG1msWcZ9pIz3sN2k2sMeECgcEAiK7G0xezrWVeBvr1FenWFK9b
+spY1mnCqTiHoQXcW3KihHNUD9SDU8xQEwm5No9xzJzWrXxYoojHfxjhz+O5bPbM
Ha6dfSY7uS1nWutOnxzO8AASb9qg+3x/kTE7msaYTODrAL5HCbE6Nh1pUEjSIiPj
gjpMwPs+mI7Wu1GLI2vABfaBY9340QSIZ21ja7tSk5BQD3PVxKpSPeroqwjOH2G+
Fu6xbAQeSa01LRVJpLtjStM5fpSB2WcH1LJLymlWAoHBAKqNQqY87zEeyto+11le
ey4BtRU8PkanEAinmK8/sf6aI6LuItMRGN/idIlLpZy7Dxw3NyK9OcM1i1Lm03BH
F7ROBMR54ll2tY0gP5VxHtqty+ZiAm7C6NzPVAjEggZ7EHBPLCdt2QyJ9YHs89EE
cfBujSf7NTTqOFZvK/2lXILfiEJJX/W3ubschfUL+Fxf2RQfZoWwKmUvDbwLAU+C
Lc9CVVbBKR4GrpYZM83bVbNp0Z6dRhgJICzxfq8rXgrb9gKBwQClFneWpfGZLBYs
6gvu7yG3tEZPZtC82qW/1uwWn4kqIebAGYR4a8TVbBqyrQ9/wB4KFE/3/ZHgtz8L
IZHR7kFkR6NKngcpFjfRxBlOduOCvJarmEKNLntJey8CWrH0KicccI56ne1wxrYr
AQrPb0XOrPyUEh4S8b3hDfLW3HFp95U/oOnUpPCiT9Vv1/aYAydbVs0ucGCmHYIK
y9b7eTWxudVMcjI9UJQQunPiguciCUQyK0u6Ii5xKg8vVL82SDcCgcEA6IgcUAdr
OU4AL4QqksL3Bl1hnRwDMWm/rrl+YH1fyrajGn9QTZ/jXqeFeKnzzbHQ3VztPN4K
HgDKn7ZbjAn+Nl6NdEre1ohXx6DWIwuhEFIUbkYegbc8t9RTydS272sPH/eR5iQU
ywhB5qgZaD24yHG8Eg1GA+XUYgom41lxM0GayDXLAKTeFka3+OQhYuBOBrvsuDKJ
2B2oqlJTpFa2d4a9hgEcocoMn9iRb5CehOxQJV2rEmlkFVl9W99JMxT9
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa

python3 /opt/ubill/edi810_to_energycap.py --in "$WORK/edi" --out "$WORK/import.xlsx"
curl -fsS -X POST -H "ECI-ApiKey: $(cat /etc/ubill/energycap.key)" -F "file=@$WORK/import.xlsx" \
  "https://app.energycap.com/api/v3/billimport/profile/2/upload" | jq -r .message
echo "bills imported for $MONTH"
