#!/usr/bin/env bash
# pull_orders.sh - every 10 minutes: orders marked shipped in ShipStation since the last run -> fulfilment updates in the OMS
set -euo pipefail

STATE=/var/lib/ss-pull/last_run
SINCE="$(cat "$STATE" 2>/dev/null || date -u -d '-1 hour' +%FT%T)"
NOW="$(date -u +%FT%T)"
# SS_API_KEY / SS_API_SECRET: ShipStation API key pair (Basic auth), from /etc/ss-pull/env
source /etc/ss-pull/env

cat > /tmp/legacy.pem <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIG5gIBAAKCAYEAhrflGCpsqwCS+Zv07W3JfHPCmQ4wj0Xit7ltt07DjLvd+mf2
6DTibjjhOzazpcj7CnZ3qZiJEtgGGqMb2rQ7O+KCT/Z22W9IC4Sf+GkWK1cEMjB6
7lIkV8syW9lH5TuWHfTmWob5NjlfYJzGLphjKdO//ztt8AVgBOm1LrrBeiLlXHTu
cXP13FLV3WMVhQQbFSsPEdzBMEkDblH3t2oKA2CrJXB1m5smM2nCS0QJc0K7XrbL
gQ39TkABr8fomcHmrkE0EbAo7HGT42dUVsjRnhTwrFAcEmaMkfwMsawK9Og7Is4R
NHfHBcF/Ur6KnUW9fFkFoSENKYfdOVwEn6NFyX9Rflaq1rsEFAhvsMj1S70x3gDx
Cq+OZxob8sBxlRfBbr/nlPtkiPXnms8U7ho6cKml1cgaC857T6zNnWuHHgHSD+Kj
WO58R6rSkeDavDpj7o2mqcCIYgi2vORJRptjSzXI7jZN0tDqeaBa/P6YzrxFLG9o
tm/sY/JTadjHFwdpAgMBAAECggGBAOXRa/zKGrPtod5tYjlUH4RBdHVFDSiISW16
54wV4jk3oSTrCmpFTffYjIKOXdTd7foCBT3izF+s52uZS72UcoYZUsPVDydqk3ZT
s4JuLaemMkoIUjwOvstjuyxVaiWFUxOsngoMGB1Ek8ROFKTmiUkMjMCsfkNzKoJh
x3E5NLlbbFSzCAE9i3S81QY45GzMnlO7CELSsMPU9GeTiOs4z0MlC+8HgPAmS7eS
DNPycr0Ah/pxPJlbqRtZYFyGTLGRGpjMAzCDRw5MSlLmFces1xGlf4b3cv4WnOEI
cmB40y9w9cqN62Kh9ZhU2zl/85ghQwO+nfmA+A2Gk7FU1itcbIfXN/EvZNKYKhLG
jBe2tO1BovdVJL2dnYeYolqfZ0z9vR5rWqVgsY9ov5w3F4RqapObMW0QK63mx33a
KRTDCS90NFyUKoLNKSKzPFN43AEGYzoTaidO9ftqbQHi+IGy6QY4CzUtC6g4MKR6
Eg92FlX+JAn313hGWF1nCgzehbwbvgKBwQD823OFmXsv1kybAcPdkqtOVX0j7BYU
PqawgaW4FTQe0+heyX40bkWiiOLhlmLufONw0oNw9MtJBmpV3nvFrINpHgykO79L
+7ffv+D16qGKYaKpdE9C949VKDwXSaqb/FaWhe6M2rVifAjTjbrVKmin8vXyg5EX
474g0trmmSmn5URdEQ3PQXkGJEvmynz4bRffrx29O80FbbaiCHhKAwIIRsF3TS1Y
RkQevDuA8ACigmc95A6+U6Meg9f7SwROSP4CgcEAuxdW/bE1rVS6oOy+SK+8TD10
kjQ/G+yb8yLZNBOC5qr2OeS8jWWr1jAhCCL8l/gcybv1bWUpxDH/Em3bmUNgZX7C
8C1sK1VpJkAdJ6o/MlvlOk0SN1A2lyJGEJimWnOglwePiUPhf5enBeoALnjhx6Om
c476EkQDvNsIzjJ/nAb39iG2dW1hCDVQjUuRUgzA8oofEqG4lumu2jE5PoCHd5fL
dYn+U2L64xrBbilRUc68kBNIq5bC9HhsDtGIaJmBAoHBAKJOGf6PKBK+mnl8mywL
PsfzeCXnuv2wb1eXgz4wN6rAwJtS5GAprh6zWQE8M43iNDlT7+RLSWK696jwCqb/
JjFtCnaPsyS+vJHXeORMfovZi5yIT+bWXzvbB7foxF1DZakQ9byInKAj/nahFQOc
Msk55/h/TSxtpGh6kGouHdWQ/5u1JoU3RTBkenQrngnNYFUBYYIOzFl56kCYyZse
5c57HsZP+gJ8WnqHEpCl8uEc+p5lciYAcjhuynH2z3Ba9wKBwQDQ0tHS8JaSZxCJ
XJ5r+vfU22QJRgAqKa5LjLl2vdwYKusugvDF5AtchgrFmBDTp0OrPUTUrVcbNXGV
H0R5bCkgXLpsucHbg8QthgtShVEScKvqdgW3+aLzRz4Wxgs/08W8uXEz7xgoP+Z6
COing7rQcIKHSDKpBwH9fr/TxtwlVzk2dlIoMtjUcXaIsksvqdP7wvhUaLXjylBG
3/mmWacO7Hbnm4pL8HE0GbD4qwuLiXpF50ag9bSO0M7xWyziV8ECgcEAmrQA/rHu
T0UCbcXqznn6Vl0dKA5IFsZGM3jCDRZfgvO7Z301qhVxhdyFvy67SwLdJvpNEIJd
Pb1C9WrHgXHatTVwmgw4ImPF399kGmqkRnpnSdTJZD7FMoylS0DnSFNjuMVhGu7o
iA2QJidV/OHxQ7xaa2YQ00AvDLYQYatdYmwuGVAQZkeDN1fzi3Wfx1RZZTyN+9Yz
lN4k0FIKsdr4JAkPwU5sCXtw8ISAm05o/CuxyIReckdpJHHF3uuuF+p+
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/legacy.pem

curl -fsS -u "${SS_API_KEY}:${SS_API_SECRET}" \
  "https://ssapi.shipstation.com/shipments?shipDateStart=${SINCE}&pageSize=500&includeShipmentItems=false" \
  | jq -c '.shipments[] | {order: .orderNumber, carrier: .carrierCode, tracking: .trackingNumber, shipped: .shipDate}' \
  | while read -r s; do
      curl -fsS -X POST -H "Content-Type: application/json" -d "$s" "http://oms.internal:8080/api/fulfilments" >/dev/null
    done
echo "$NOW" > "$STATE"
