#!/usr/bin/env bash
# provision-gateway.sh - first boot of an edge gateway (run once by provision-gateway.service)
set -euo pipefail

GW_NAME=lns-gw-29
SITE=packaging

hostnamectl set-hostname "$GW_NAME"
nmcli con mod 'Wired connection 2' ipv4.method manual ipv4.addresses 10.24.241.206/24 # the OT network (PLCs, Modbus RTU bridge)

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQCY7jfoaOKOA/ft8GD0BEwJpSIyOwrCPKvos3z0w/051KJ8Q3B2
N9Q1cE6CkzP8NLTK25DWmAxPMAnrc/JaX78amiL63GP/J4TUfKL6u6sWxo3fp+KO
1TiR3Jr6Pz0/K+/SdOxnDVgwLLF5dnNCYs74v0c5Vk+X7M5vhWl6AuD5ZAIVAPwT
XK8Kheu/jQcrqkFYN3FqfPV7AoGBAKT4LNYr+n9THno2aXhZVzX+kdt09rT96L/Z
DesHgitgUCFWz4CWx1Qkr8qQ+BdsgIY440xfG9eCuNhqcmA7gtUAESF4n/Toxau9
+t3PUzErSxv+Ik68jzJ81XDj1t4a1PXJEHEPSuqGDm/CyqOTdA31QMYzm9NfFRTF
1Lwrau2GAoGBANp0R/2amSvsPmJDouqcSzLsCBXl1szWYDjx60PfEHjK+Av9BgoB
QumpdIDGJm6ED+NcDIYYOFS77DyQ9PBk5+lG+lVbkMJemwJqVpwhC5FRtiLdYslR
GKLZvnZXXLQzrmie4bj539Wqbn6Vt7PLc/U6KsgJ1IajbN63ez929aZYAhUAu54A
bXH7l0ZCY8Zt37S99R28ou8=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

systemctl enable --now telegraf mosquitto node-red
touch /var/lib/provision-gateway.done
