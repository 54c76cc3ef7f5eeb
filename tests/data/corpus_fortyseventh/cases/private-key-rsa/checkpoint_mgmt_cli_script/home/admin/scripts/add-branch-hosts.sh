#!/bin/bash
# add-branch-hosts.sh - run in expert mode on the Check Point management server (R81.20)
source /opt/CPshrd-R81.20/tmp/.CPprofile.sh
set -euo pipefail

SITE=tor1

cat > /tmp/legacy.pem <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA7HKBtA+b+8kI0Y1fbMqUHdzxIoI8qBuK83sdtGiokzIF2EIA
gMPZL0H5VNxigX4bSdVgowgV/QKK8n2TpgfCHdOrIPzIldqY3zELm4N+ELo/ZLT9
zM0YgmsiooNGEuwMFS3uhNVh7T1cROXlHy/slvP3prSpTW6plt+Rij/j4c1c1I0/
zLWNgrep+x3oTt8Ix3CmXKH8HZxg3K8oBVADO9APO32o+Mzg6+G+iYm0Kwy80RYG
cTY48pnIZ0gvj1Qaf6SZwwcJy7oRGYiSny5KOq/DyXbZLcDzNMVTe8KKqdmoZ5tM
BeEzKr/8NLpgSe+VeKHoFWfh8smxVZBNA+SsHgIDAQABAoIBAQDyHj1QGXoQQEQy
QTItw6A6fr4fXhw9IAXMHMG5jtCTvBhJcJhFyvOkwfIXH5Rcsp5K7TjAv9UgTGk1
ExVxcDKse4TngXxu24qX1UBCMrK0uIuBf5q7PGvULntjePUfj/wY46W1bBvf15Hn
fFvlDaq4LtXpvMZ476wZtIgtyhv6jTM1rrkvuq7Vyn+AmuAW8vIvHar0U/kjOsyI
XIFKRKmWH4gyw/YDKTTA3J7ghhZstGK1GLBVpaxAwQCOHtimqRz23u5euelyKhjF
Aainfw2/nbCVbpaVdtM6z6p/8gBGIm9CbsM9LBjOHqK6QJi2gDnxS9uJvwjMQadJ
osRUziR3AoGBALhg4oQqwfioKtI/IXmTr71F8XIDKyRiesHjaARk1pkwv+vxmrzY
LvThNtuo151waoQhD/jDI126Tq+UW6rJjyUICMa9SOojTAgIjdTKoBJpJIJP1feJ
FHUN4HS/u6kPx1XerV5Hb6AjVybPMjPkvfLGujYgaOOw1KH7sEDnVaa9AoGBANa2
l5Km8gUablIQSwLdtEA8jvA65mnVzLgkicTfvQgRvEqt1J7rMhWvd/+JgUgsjvPK
N/yOpL7Dqqt/Qbl9gPQVOuXAYSSFIsZ19E1Lgzx/lGX9pOYeqFc8Av0E9cN+AgbC
zvDejbxjY/hK2J3K42IYIuiWkE//nGzY4AjHI2+CAoGBAJmZH4Sx1hnHuXBsDHld
gArqJHZTXLXE4ygDmPtTs/825Rc8fX58JdoogQeD5hFGxG4rXYOwmofmEislyqjR
b0RDIcpaW+LhQFVmP8rP7BvrKFRhas6Hl6V0jDEDGYw+8qcavY6odguVpgxtWayU
NTsmMmUhgCpd59sXLy9uSnIZAoGBAMbGbeU5Bwxh9eZPVz5//MkQ5A21qk/tgGpJ
5EyDb5gnAdr323JiV+sikSrEaFLhWtwop5Zld7SmzJ/HupQnNa31WpnL9CohD08J
/7Qfi3rm64K54zRntAzqLCmQ6HntQnKNqRPjiJmHlEPSqfzwkNIrUQh+s09/BRRr
CI55CQ5fAoGBAI27i4gxpJH8/wIYKDVUB7dAql1hsl6cqyNsYkR3ex22IC1MMUEP
oqLhhBTq/fSF1qrJwOGr6XqwZLDur4tm+T4T0ShShjThET7++lbFT8H4zsKPoYO/
Vb6WKHuDwMHExbN683fb89vW26khPj/hqNIkX7NHLs16ifWlm3O6AnlE
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/legacy.pem

mgmt_cli login -r true -d "System Data" > /tmp/sid.txt
while read -r name addr; do
  mgmt_cli add host name "branch-$SITE-$name" ip-address "$addr" groups.1 "branch-$SITE" -s /tmp/sid.txt
done < /etc/netops/branch-$SITE.hosts
mgmt_cli publish -s /tmp/sid.txt
mgmt_cli logout -s /tmp/sid.txt
