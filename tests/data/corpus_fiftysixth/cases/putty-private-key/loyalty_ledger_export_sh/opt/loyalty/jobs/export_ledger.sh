#!/bin/bash
# export_ledger.sh - nightly: yesterday's loyalty points ledger from the POS back office to the CRM's import bucket
# cron: 15 2 * * * loyalty /opt/loyalty/jobs/export_ledger.sh >> /var/log/loyalty/export.log 2>&1
set -euo pipefail

DAY="$(date -u -d yesterday +%F)"
OUT="/var/spool/loyalty/ledger_${DAY}.csv"

cat > /tmp/jumpbox.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240219
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCMtLbOj399j9/CA4s4f5KaDolEWkSgZrpP
jVoamIzgXMFDBpBLLNmtzVlYVgTdCak+PorsKWY+Uve9GZKd2We41RiQmXFpGfZO
0h8t/NbBZbDjv5VlStjMvrx4k5sjHddz9P8wakM12QdMtTNccQDLA8FPbV0glBuj
sdm9CVOWPtGZ5I+6qMg0QsLS0zVEqIoWU0E9rYozoV7QwFWbZTRBSk/qGP//t8pq
2GX6g/LsXKqm6pbh+gjaQk7pBVF8Y1P3ltWGKx846qsdBjBh0sw7gpxvWN52ymR0
ej6RhRbfVmPL23PW+DlJt24iNaEsxz/tcdgsK8bMn+ut3ToOADJZ
Private-Lines: 14
AAABAQDXJjAr2RVt35vNROHQND9EbSCiA2IUWGiTAvJPDZkBlcI48B6AZnU34RUc
aNOcFJ0trSjJ8VZynm61cDZZ+1F1iGMp3B7yicLABqjdQHroabpjgSNVFP4935ea
qeXBj1ixO4bLUH8jQ3e/K6ORWiFmO+NZqtcS8FSiQ51j/ee85/s6H4XioxOF4T71
cK886OsKydi7Ezy9XXkMg1tUFzAPtiYYFoqZxJp2vU7LVQYbk7VTO1Yjkm+3WTol
Z9itUFIrsgbW7tGZhQBiKZOYjJJDksEi+1xCJCXEVBag/KpQqw7yNqieIUiiVpsC
EFwmJoSBPXEkyUcG4LCa6kAM/YUKAAAAgQDscZZC90w/zln3O83TghWBQ7GYDMKb
6Ivc7QqtlcrkDDSrRJe6ghNv6cTzi3vqHqzN/KDGUVqoAl1ZJMKNBVnbJxEXicI+
+hyeWW+1Ix02L8vqT2DgZN5Ecu5Kpp40BGxgVthl8xM+sDM0i9Fl2Jv0yg3/1W/t
woYfE43SdyUI/gAAAIEA86hVDBDgztKrzxkP+kUqM8srFqMzBRGWjZ/2QM3o482d
0LeuN9dw5KPi8Ep8j8PZbYyAf2CQj5328iGDWF7Zm9HN0iYBaoGmrp+Y8qyhfkkB
Dk/+L6Pe4fw4lMovaag/M/EMBBH1siGEBnmG1m5lFeBJCRs2u+Q8OifIL3MfujUA
AAB/g8TqrDrlscJ05MgrKYQlMQ/RGYh2Hg8Tl3dujS0Hii/rsKjj7YfMyPSXFQuk
8i5nwQ9M2hmlqxuT+Y3YjmvLboFUXWj766hExHOFvBnfj8i5S/ryzMRlDY6Ei+j4
rh8NwTI5goHC3GLqiWkIhhZEF+8gHJBJIyUlnw29IzQydQ==
Private-MAC: 9cdcd6e91926ec18038785e5955431bf804503b1
EOF
chmod 600 /tmp/jumpbox.ppk

psql "service=posbo" -v ON_ERROR_STOP=1 -c "\copy (SELECT member_id, store_id, txn_id, points, reason, created_at FROM loyalty.ledger WHERE created_at::date = '${DAY}') TO '${OUT}' CSV HEADER"
gzip -f "$OUT"
aws s3 cp "${OUT}.gz" "s3://northgate-crm-imports/loyalty/ledger/${DAY}.csv.gz" --sse aws:kms --only-show-errors
echo "$(date -u +%FT%TZ) exported $(zcat "${OUT}.gz" | tail -n +2 | wc -l) ledger rows for ${DAY}"
