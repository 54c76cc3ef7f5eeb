#!/bin/bash
# sam_entity_extract.sh - monthly SAM.gov entity extract (Entity Management API v3, FOUO-free public extract)
# for the vendor master: request the file, poll until it is ready, load it into the procurement staging schema
# cron (proc-etl02): 30 5 2 * *
set -euo pipefail

MONTH="${1:-$(date -u +%Y%m)}"
OUT="/data/procurement/sam/SAM_PUBLIC_MONTHLY_V2_${MONTH}.ZIP"

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIG5gIBAAKCAYEAwAsDIehxoQYcBoqDKEBvdNPmL9aM2nk28uXrV6htEF3kXBNS
65axiRlqU5XHXfuqYPBsbe5KqSQhP9BwodJUQ1LGsfgIq9cslglwwEE4eNmJHGzF
Btr2wP89puVSe69whFnXGltdXFf1DtlncylH2wHX4EpMhg8FdvxN0gQQyN75WFfD
XKgBjv0ZkYiHEFoN6QoNEeAggrdS1PEx5mUq/XFmzQ2/OB3C9D4dbA05mBT4yGzx
37iT2wElL0zxnQqcL0CapdrNMcokoM6dAZswHCtTWWLZuTt6QlooD/CNtgf7DmIE
jG5UvQzNGIstWknc3z0O9qGAVUVBb4sJ3jw0t+Rt8nbGiuM4eCZhPl+LsY06q5ZE
2fBGbQpAGHALimk47RqNCnRezOlPI9FfUBGmdPnQaTEmv/Ll90ByLlpSO9g0dvE4
2+mzVDE61YeqpGtQjtoTp9//Se/+19FjqrEQiyFrx8aO1SB/4b5KHCwL8bLXnI2a
QQkS6rKVrxqCtZrjAgMBAAECggGBALnlQOwR84xiX38zxurVbs5LfY3dI5kGWQWZ
RFxm0RQAZylpLJDHVtBYHBC0BotaVqr/X6cEMNxqKj+JSDFpv9+eMcACRi4kh7Cn
bAnCccojJ/GbvqBMVwXeNc29vboMTYzu4A8HzH1Mt1TmcElDpR2JqqyCDVkFUOzw
Q8fxR2eON21Bs/xg/TV2FmH+ekWEARsjRR8hVH2M2RJ1GnDYe5s6CZdOn1dUjQVV
IYUyXjCS1wPOgpGpyXlYdNeAQighYa8djwZexGLlqndwmHId3uGBb/TCIDyYDFGe
H99lzCgsvuNYjvt1pQKnNFZAQ4mMDYVqBKtiJUwIAHfIwUXObA6kMz628L3D8znl
8B87ZmISTQI6MBHS1fwaJTguMFcYA0zbb5PWzqZvKpZGFBe4mOeSe6bQKLbBbu3c
IyE+ivVkRMK8pSrB4IYIT7sjRKuG95dQw3i8V9yKY2fqAyfbXam5etk14S/MHLq7
HNUu2qrZqeKRuW1rnUPL/HsFzw+wXAKBwQDA1TGjlwmNT2gVWFU49DkLgmd48fiq
NKSGktiTP2ErZLblWPmdyiN1lFAuYmM8N+bIVGkMHyS3MHy6tMLaO4nTRyhk0KzP
/yE7JmZmQeYE4XLH+gyLJ0ie9l28AJkKOYsFuehlRC8xhfD9W2a5gXxfouBdYBlv
n7RrKFeN2n72eDyegwfFzlnBJk5NZB+yHDr7EVBnzxrf1SyQgDYRfWNP/f3lvvwL
Fw+hc7lwGX6fPzJarFQsZ27xb5q2WughNB4CgcEA1LqmBFAyAEJ1g9aDn2PIg+89
602YnWwqqVPrTV7CkMYUzgZSh7Zzv3wgVub82OsRfXFq8HwqAg5ncQA6T3dTeIMx
rjTE5PCVvFCeV0asqItHMZjeWvNlRCgi9g2Mfu+rh1Q/ks6lDBXgxLKPbSEQD4Ci
En4Ljpzq8p7c2GytkPIMWYMZkLlWCHh5N7caHocUcdpOwLmc6FNZRRO+JJWCT/zd
Tpq1yHkHwMjkM4XkUBgJ+/CZ1o4duIdPWx/fY214AoHBAMX3Bo8an9a3NkUuznMq
OIywGATUT/wcVr817yZxD6QSiiRU8uMhwZxh5ZXfLSPidmhUlMmTCWZuiZlXV1yB
eH5qe9VSt5SzGm4dP+CGapBrvjAXa6TJQpv5rDjK9NNjuQ/vafikJgJ0p/+JNudb
uNZUjbWZ6+PC9PoRyMrOURSA38KH2HYI7uGmA4c+OJm5WWRaE4BV/92jvuQRwjwc
c8uO4D9NKtrVB4gw6cO8kPP/PfD2iDIHB27aVXkn8G0i+QKBwQC5U45BcJdd7lx1
JJynTqR8qdidgY0Nt32R2HxETGCi2mWsUQXQb/H5yvsEu7m414uCN0LJdP2A1QRT
6rVQnBU/4f4dDzI2qJCarI8TSIiiwApKo6EG4MyjtqBnFxnurW15Uw1omBcc1bEJ
jIN5yeJNcLdjwmbsAm4m1EZe5wX393PKAA1BO2Q0WmWV+vwUIb5avsNiW2Uu0IjX
FQVMWyx3KBGtOyZ7vmDCCl+tzLh2ojtXwOwOo34GeUCLYhA+x1sCgcEA7XhRRR3c
Zn6Pg9gFc8w23h7VUSnOaEwwkwQpRs4uJ1ND629YB3ODkbUlwxQpjZgCU3Y9LoMm
hxH/vJa1l/pIsTIjJUghMIAfvEUA6qhmbEJewx308o+61Bh73Sw+fZTfhXSeWDxt
NZVbJNuz9zhjDGyScYdanLSheTkMEbkBSFhxuskSoJSDDhmtxHbfV6XyUv+1UU6v
FdrMVXt8wlrr3oFbTgDAdY9EiWrSm1WpbMb3ymja6+N2k4wIMwP67B/0
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa

TOKEN_URL=$(curl -fsS "https://api.sam.gov/entity-information/v3/entities?api_key=$(cat /etc/procurement/sam.key)&format=csv&registrationStatus=A&ueiSAM=" \
  | sed -n 's/.*\(https:[^ ]*REQUESTID=[A-Za-z0-9]*\).*/\1/p')
for i in $(seq 1 30); do
  if curl -fsS -o "$OUT" "${TOKEN_URL}&api_key=$(cat /etc/procurement/sam.key)"; then break; fi
  sleep 60
done
unzip -p "$OUT" | psql "service=wexford_proc" -v ON_ERROR_STOP=1 -c "\copy staging.sam_entity FROM STDIN CSV HEADER"
