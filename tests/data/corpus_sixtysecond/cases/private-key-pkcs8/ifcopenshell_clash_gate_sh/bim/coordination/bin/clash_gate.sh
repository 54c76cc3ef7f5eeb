#!/bin/sh
# clash_gate.sh - coordination gate before the weekly model drop: validate every discipline's IFC against the
# project's IDS, run IfcClash between structure and MEP, and publish the BCF with the clashes over tolerance
set -eu

DROP="${1:?model drop folder}"
TOL=0.25

cat > /tmp/tls.key <<'EOF'
-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQCJb6guag84Uc4c
Jhqvq/DCgHpCvFVJXO6y+gf7ri9cl3QHKhH/fh9ZmcM2fVrG5Lh1LWI+a9hYTqiH
Ekh1PdbzCWsDgMecUx9Y5Bl7RM30q10LX5pHO6ICawq3g3tfLjTLE/6FJ9wmE+16
NSPZiL2DYSaSRbVD6U3KH8SL0MIgK4KXo7w1G8F5/oxqxifdAoTlAhD36BEoxDyH
0v9dN/Jms+pA+UQSSlU7X9Uzwq9JNXyNRquDzuB92Ybdqc0VAJELy28SW11Cer+j
sgclkdFIZPA0xDMQecXWeFz5F1lf/n0zusbLFuMNvGJghEjDKHRswNMDKnJW+pQ6
37S8DQw4AgMBAAECggEBAOqzESX3BExWuy4MUz0Ihh2aCss9GmkElkXGbTJ2ps8S
ob+ZgoS96UgCpaadg6s7GKPvbHNYJw0T13xTr9acUc411g94FRXrTEM2ouG1LuL6
45spAwAaxrHlHg0uiYscIK7ZXcrAONtuM1a3xcQyjtP9Y3X9r3TyZ113klNC25wV
0tIJJv0qMzelA78sUUqJtUdZlbSTZdViYzqYYEpFUY1UHiSVdrvckZtPyn9dBCEh
D8/6zecMKgOJv3y53scOUIHaGDGd1XZt+NysjJW5DjbfvCNAJlcLuHAMakHEEmAV
5uH44JyEc3XbPINLDdv4e2TkeqoHeqqPVxGVFuUqBisCgYEApHL6BoLKmVftf24Y
kclnA2m2mp7RIz6cAsRoqu5jkidHCTFYLFHaSPBVYiBK+R3/32kDHzIoHAebpov0
jrsCsKDYx6Ns5zmBqLLrJcQuMtYaqUrN+a2hny3iDn5qKjDARquk5RTmjAszqmYz
DlUPDPl3gEeTVAj1d8l95dM2h68CgYEA6Ur3v3Ux5AEiOmYokb5t9o2QFd9Y2m8r
mZD8jyWjNSax3gU0f45FIDcOi/684g63dJD285WlKDWPKCWHKW2W8VDW8eNiUXza
qXPVfwuWxOYh/+qsq4ly5zjzYTG8nZ8lkv73yulL5Ng1HNQZJAlmEqsbuUP8/BUt
t4/oPVoEJnECgYEAiVuZkdOT1Uez2tpuZZt35unnSIIp6HlPLt4shWdlz3Wq1bgp
n4Q89bom6Py5w5MORj+J9zY/8cbuyLoGmiGj2wZ16QFTEhWGvQI2eIfGCpROpszv
fhXqevhxz4gsGxlscBR2EG/QBlNmpoKemxF+UOhegc/1Kr/EN7jhmOF7s8ECgYEA
pXJUAjfpjmrRBoCl9HPJH+kF3Q9sr9H/isAljfV4G6K1rO6k90hxEQOIKWgcZ0FX
CX3Nnh3QyvVGqmlC9zQh0mUq8CVsXAl5rXSTsL774E+qBC/c2bUaiKTQDzqFDcfV
pf6M/fATKl5OR3bliHlaJ6TeSv4nwe8gO7hiKJZdOSgCgYEAi2krfS2BPslM4DI7
uLqMkUnEhLzn/vaNc9bm6cSa+D2qc3dNck3M3+lAQkUO9/zCdYGev2SwMclU6G7U
KpvqN07C39DLi0uRiC+s/qXSVAnqegHxNrTg2kWsdseKOXvzuTdr7AAa0sa1FfnM
cuMw6kNmtWxjhv6iQIWFdc3HAlU=
-----END PRIVATE KEY-----
EOF
chmod 600 /tmp/tls.key

for m in "$DROP"/*.ifc; do
  python3 -m ifctester "$DROP/../requirements.ids" "$m" --reporter Json > "${m%.ifc}.ids.json"
done
python3 -m ifcclash clashsets.json -o "$DROP/clashes.bcf"
n=$(unzip -l "$DROP/clashes.bcf" | grep -c 'markup.bcf' || true)
echo "$(basename "$DROP"): $n clashes over ${TOL} m"
