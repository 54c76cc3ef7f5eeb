#!/bin/bash
# submit_comp.sh - submit a shot's Nuke comp to the CGRU Afanasy render farm (afjob.py), then register the job with
# the production tracker so the render shows up in tonight's dailies playlist
set -euo pipefail

SHOT="${1:-PM05_060_0840}"
SCRIPT="/mnt/projects/PM05/shots/$SHOT/comp/${SHOT}_comp_v022.nk"
FRAMES="${2:-1001-1076}"
export CGRU_LOCATION=/opt/cgru
source $CGRU_LOCATION/setup.sh

cat > /tmp/server.key <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEAxR+LtEn/kXLg1kwZgO5qv+GGn0FY3P7daJklBNAaJo3rLYcX
piXl3AYvozo9Q7We3ZSTDw/5FfL7FdHRQRRixXFBwy4B/ArFxHCvcEPZfAKkX7pD
NNj6ZqKvZuT0akg7JcBEx6CCBcJRbZW0xV9IX09EXkZM2dBl27QAKhNELO+WwfNK
ft/eM+zW5eATTp7io3o+VjpDwBckyqJOF1kLZpIVTkrfWjvUbHIkRENCTHs6oiaA
gfvJV1I08YVOsnS3Uxrdlbr4RKi7eznZq7WjQrYrb4P4IZ4QSDNaV3X16UdLdIiR
SFL6uf0dZqgS77BQU0YLLblknSnvWBAYPS2yNgIDAQABAoIBAQDfojz83tqqrnp9
eM/rJSSMtzKZ3h3YI6g936ATOnhhdgt26L9N3CcwVHer6pSE+aDGsCw691sLplez
h+T8sb9gsJFRjzi341g6/Gpy3NhHKDFQf5UwH8/HXnlRm6/1K8p71tFxlgZWUw8O
meoXG2+XIW/2pq0psGDsDxeSKHlJV784fQA8zb3i56gLLtwkJyNndwItZC+vlAgV
j6y7LX1euJZTXthYfqGqsDWw/Ck73QmTznIMLaXmoSy7hL1hI8Zl20EdYc32/YWM
SSFPX+VedRBwXXGB0mgmWdegdEcT4ZAozluTlrZWKJp390CS1SEZa0h8vKzUVnNp
u4sxFnsbAoGBALw4RCbCqkhb2mA+2tlEYebKj/NYi1JE7IUfuyB7HxysOTclXZIW
oimgcx5SZUNAkbJYTD6t4o70zfZGxMXHA8mVoXe+3XSRXDWxmo80dWnw8W+m/O4M
Rjb8l/RqnFGwv2CKGGM66MW7r8NEUHZ6N82hjWgCWJwHEoPdhWWSdsbZAoGBAOq0
wLqTgFaDWFBHdzDuFW25E2YhYi6QXIfK2l71BQ45jZoR07lvW7s7L+6uXkyHNAVC
onVAKQs3vhz0lZs6LTHJ1Pyrymu2dh6IX00gnCKEAS8n7AxE0SnDqSmY0yUd+HJm
RMoHBTwWlqIHKVsPGa+NfmxX7mK/FkWMGP/q1ezBAoGBAO2M/uaeFE5CRfpPdXmR
Roa39M4LDPYZlUy5wyyHVDii4/gvb2dS8D1vG9llsfspJSTZoDgFORNH1C59FzlS
bV3wxP+YDhzZBYPG75QjyIhe2OAwe2Bzk+UpoYrhHKI/rxVC58ZiP4u3fJtAefuy
d4C0MaYao2LW2og51gWVMMmFAoGBAIf0j063vMaCLYIfj9zjBvaZqJfdoLl6/0UX
P1mhpQKwot7E3ix7T2ADmxtghMnLbD+1szIkxWq51VEK+WZYUSa3wJ5cqIXsNwBr
ZUwV35+16n5yAxGPbv+XyBX+cKH1y+08SC4v9FNJT+KdPsJ+XbSJ96GmY12tODkR
AYQDdCNsAoGBAIpWrdGQqdypmlij2pNmyMZZK8029A1hkd2AXMuwYG0cdVGDFdNe
U3u3kBgg8Bvnm/zBd2Ts6uYw2htz3bXCTt7c6PdLqoGQBVzb8pUkm3sRF73wQeD2
mkTOTfkTRT6EceNJlCBd8jY0sTUuOphDg1k2vb1a2z0di4zTz6L0XoBx
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/server.key

python3 "$CGRU_LOCATION/afanasy/python/afjob.py" "$SCRIPT" "${FRAMES%-*}" "${FRAMES#*-}" -fpt 10 -capacity 500 \
  -pwd "$(dirname "$SCRIPT")" -name "$SHOT comp" -os linux -hostsmask "render.*"
echo "submitted $SHOT ($FRAMES) to Afanasy"
