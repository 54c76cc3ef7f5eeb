#!/bin/bash
# upload_symbols.sh - send a Shipping build's .pdb/.exe/.dll files to BugSplat so players' crash reports symbolicate
# usage: upload_symbols.sh <version>     (version = the one the crash reporter sends, e.g. 1.4.2.31877)
set -euo pipefail

VERSION="${1:?version}"
DATABASE=moonshale_skyreach
APP="Skyreach"

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20240805
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQDUKzmw2Lww0vhxA5bTOWYcmgY9WeFKTtbd
k/btFB9yGeOGMPhhKIUZTMM4Jv3/bpJknTf53H45hyZTIXugqWzyrGAYUT/d8I6K
FCh9pe3tZwGGQtdiBRqQwWZ8pMekxyB2yMVAcQ6ezWXykH37v4y2cmFaGa7Yp8fo
b7ZPFkC24pRiD28XkrjIKUrrP3RZAKtPPpUyMu5GL89/6Tu3cDs1Mmlq8qD17ofi
dfOzVOqUTv3j6Mjg+jNMMWY36ZmOqdkwGtEDXLZKvF/b09bJ8eufyH2gORyrkKJT
xw1w8dz+XiZavcSxVZEWpzBXJ8rNMSLg8mFHxnoju+YlC6FSEbQU
Private-Lines: 14
AAABAQDckxdrWqbEKrWnstw+B+sWK4Rvl0zF0HbWIMVXuZoV08NtpG3KuEisaveN
+Pk5DMMQMyz0/SnNQHEreuezywXYOS6kcEx0Mj3phjbdndYstdCmkHWuFDFePVOm
mpRv9d5WqL1pJqwOmtiW27Lfs1pp+BVGMZnOS5rg16sTwElh14zEvH3prSgEiM+T
wRwezsmj7FfBuewNGuyUBBORmRi/QX1k7NkpFVf/ZdjcD9yjngB3xohD9qYfCJ00
42ZHacX576i9xevXGKeWoxwbh0Sl2GObJaslEAJ1y2Pq5qMMbW1tPSiGxs7QF6/H
UwivGRIGqkDmdFDSGnutSgleS5opAAAAgQDYhuTBSMrye1feXSXNXM6aGhlaynII
ZB5IaBVw7gd6UvAsjYzJIqwnwt1BEh0tD5F46LHOkbf4jEPh8eOyDGR9ze8ske3I
uNEJmJMOwXZeDFOacujvubrtguNT3eN7ZGixjEOkyyb/MUp+zD2030EUPdJMSWIE
ycDb5bxDRw6S3QAAAIEAw2LmCsVOeqIc/nUlfC1nPz2s5sK5y4V6nwH0zVwCa4kR
o2f8Z8G9n0DPh9K9hmzX9TVtufdg630cYyqijM/Ua2dUKFhnYeclOmqqhxoHNsH3
3Qer7c2eZoqilGO162R8PzEQdR+b54jIKNHoKqx2xz/YzJ1c5WRH8sFPq0XC8lwA
AAB/n4LL+ImMG/83ITgaRgUWxDHJlWVy2IBaDTklh84qn3g8P+zFKv6qCGKW4K7P
7ZQ/UlHHJ3PFZpCSzr5Oxie86FBuJQ8lqG+wFw9xZNNvFtTpVjTmSqpT/r+2yIKc
Xb3BOipZxKcXSW+z1q8Fa3DbKT0OKK203T2LcwL4rSDqTg==
Private-MAC: a4b391a96648d82b28a72d4d2e78e13cb46fd752
EOF
chmod 600 /tmp/deploy.ppk

# BUGSPLAT_CLIENT_ID / BUGSPLAT_CLIENT_SECRET: the database's OAuth client (Settings > Integrations), from the agent's credential store
./tools/bugsplat/symbol-upload-linux -b "$DATABASE" -a "$APP" -v "$VERSION" \
  -i "$BUGSPLAT_CLIENT_ID" -s "$BUGSPLAT_CLIENT_SECRET" \
  -d "Saved/StagedBuilds/Windows" -f "**/*.{pdb,exe,dll}"
echo "symbols for $APP $VERSION uploaded to $DATABASE"
