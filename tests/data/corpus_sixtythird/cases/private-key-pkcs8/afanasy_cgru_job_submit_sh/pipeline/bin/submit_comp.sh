#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-CH05_057_0660}"
SCRIPT="/mnt/projects/CH05/shots/$SHOT/comp/${SHOT}_comp_v004.nk"
FRAMES="${2:-1001-1044}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

cat > /tmp/jwt-signing.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCtvP96HrpR3M6u
VtIIglYDqNeVhEPkzCM5Ua33p9Cvoz4IcwN1QL3iYMahV6VDBBUjMfdzJ7rZpU0b
KZkmaULRzSPubwDb2Pu6bH7PSlpx0jQR8JvY9iaw8FNxfIsQWVaZFA+MuAnEg5m/
CN5PIg+B7OdcX3pMrPiSyEovNqs7BZWYxCs/0WKLgvO1F0ANa2Xvc13/2dvpoudT
ft53Ufqpp95BXBG3+2onHAv9wIGv062bZAxMAS9H/vk4ijo4XFdZk76EulmgILua
tehXeUuL7Q6KrkIOdOIKSbk2kifW7F8fL/uBtRulxXY6je0QZRhkObNou0YEI8Br
aoSwsfOvAgMBAAECggEBAKM80WMVY/rzHI8Rxg4U0p2wn9BPP89/QrSPkikBUfsG
eG3TioeRglNotHcpk/7F4BLN3/Y/zUlS8i9ZB7Utri0OBj0fY5yqvrY/A4ZyXnFi
nQwGeqZaSHZO1JrztinZCoI1vYhNmLbOlzI51FaertMW8tpwc10AnpBnw02LoBtQ
g/kzP/qVUev91m3iT/gDhF4vuOqF1SbeuJ7uxgC2OHkJA7dg0PVGQUmZc6PJEtAr
aD+3ioawaNectcbN6nIxBrGv5D/JIg6e5Y6s1A8BAnz2KkSQAH8Ver2uVUGDSB9e
wXCo+ZbQSqi/lpVG5swp0dMw2Mpbyv3I269mptdsJWwCgYEAqAc5TKtA0SBjt7wh
trY/hN/FVf9Ojfv3zhHTaWNzzf84GRZqFqgYp8la63zjOKEc0/WlQbpKQkdTqD1A
IOSXpiPS098pzLxD28Qm6RIdWytGBtWQWv5jf9kCvEE+RRRo6ybikuqWXa9KwSEL
RD5V1PbMywij8rFO9ep1r8I5kgYCgYEAiQK3v29BQajdiA3ViIjDQGGXcf8ZaIM1
TzxaQl/k7sL81FtXZSpWG1GefctAKajqs1eDXNmbh8l52yCitIjaqLNIxNSlWWJ7
UhmBcwSA1yB3u2bHpjXDoTuG4LzqqZEfuRy+skOyv4YL3FS6hA50N3/X/WxML2yQ
DocrrBB5J+MCgYEA8pWtkWUkhI6dXvPbGKk1bDZMkHBcDIdJd3IsGuyRlAaGBnSi
DRubTtWP2LHlycX8sttV0ZvdNJr12egs4BdjzR7dFAbE+/K6cO7L7/GyGAh2zY7H
qCDTBtZXIk3bKBgq89rQ8V6t5SxmBmCqEruUVRQbPMSMeNbW4cPV/FiCqEICgYEA
oLqn40yrkxUSI98VfZ81EjLdOzSsYu/a34NIBkbT3hpHHdmm3fVGerd3D9+e8UYM
480AAVKYh3X7lqg0mwr5z/khSq5F7y0IMUO8CnVqhhxAXD8S5uGGK4P4J4mGC2nZ
BtOo/jk0A0mRGd5uLciNAE0fPcGW1yci+cNddaaNJ0ACgYEAiFgQE9EeD9f1MFaW
94Fjv6obo1jA7vo7I7fDeQAL8SqpjPCbMF7HB8VMBDgoiZXTHJzGdxoyfSC4FQDB
ApNbhwrW8VVlZb2OiKliTLZkFKoLfoNEnb8kO773OsPir99LdA3qWsaTxQBFZN3p
pryXaCDtytQLAJ29ukNoBblZrTU=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/jwt-signing.key

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 1000 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
