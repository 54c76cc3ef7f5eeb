#!/bin/bash
# ignition_backup.sh - nightly Ignition gateway backup (.gwbk) with gwcmd, copied off the SCADA host
# runs as the ignition user from /etc/cron.d/ignition-backup
set -euo pipefail

IGN=/usr/local/bin/ignition
STAMP=$(date +%Y%m%d_%H%M)
DEST="/var/backups/ignition/$(hostname -s)_${STAMP}.gwbk"

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIZxx4ia+po8sCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBC7HQ/i0xRC/WIlxU3tHZjZBIIE
0D89r3yIoPvicgM6fNa1uq8xjTlDZMRWpfss80aI8ztjabjQEUsq6onoGk4mEnhA
YZnp0iTIEhVfsOddjpdGwXQzqR2X/3Z/X4lIzMaT7V2eaiVncOipCn9Oz6+rDoBx
q9LlUsGmjeSvXed/aY2RvWisYeESwkUzd9xyLFSOYz6A29KTYB7ajY3+pdbZPPRA
RXShCPs9vUISRCwvjVXy60vA7QLE8b3Gto6L9mIJYQ7JNQi9lsr0yUN5ImRzxiEm
kPbVC02gK5K/zfykFyHCAIvIerhOJHcXBsPBKdgqhXTB/hjN9zEyXLL66diMx9yz
q7EcPo770bomw0f7ypAiiII32stHI/UsKlVjdsqinDf8zeNb3gWvBrayFZZxT7DO
aO439SzC+5qGDGcNR/a/iS2v9gFclYMDogWxpRgMb94ymjfJkgA89m3Ut4vRHc1q
xs75gsmbNuls6S0S3pewlw2LTJp+NqFH/i4RIOxcdAXkdivjPyoGQiB59TBorYLH
LwVtuk26TtvMaHkWh5+hmkZEjEc42KuHq4jFu3ZP0cY66k1ubFhu4R8BfbR2PxQI
VZ6Cq6O1zZ+kIqnrNCCukF3kpybDq2MWYBEVOjVt5tSZw7QufioeVkW/kz1QudZ7
E/o0M1EF5OSPNBBcW03w63ZHAmtiO78LAHtAYQsTZwAMDNKW86aN4mlg9vfdIBAt
M4dIs6LxEgyP3tuVLrx7ix1GbyvY31t92/y99+ny+gufaXIhnf4UNxscsyD48D3/
CFPvqGFR7yGhviSDA1KogXoy9+plWqZYuAr4esqfBGkvjInkj09AJarT8r1x4Xey
gu+pMUNt3Hz1y1M37uh3Qv7mo1O34T1YMcvotAs0KL9CJPeogIlJ1L6E9nwEsPzJ
CmF6PInSlo3lVdh3eDN1vmRCA/aN5AXpx0EElN3rYwHQgHqSiSm4oH4B5QSqO7gU
B1oJOeVzFjhpA+78f34D8fT7lzYBZIe2eB0lqyyrTiOEIW5vOM1k9zJ/t/yd9lWl
ASRGJ2H3D0usXDPtO6IllGhvVczRAS7JP38VldoiFMYPNowZt/0FiqAPjeGmgx7S
Q/KORe1RfpejVBeETKZhCvWXSBFiPwWHJSVizXDcw3QnpCh9kjruLyx/S+RaH0tg
YaYX7CGC3T1fn4HdSISqyodnJx+piqv5HP2/QkyB29Oc3oCUfyNV1AFE492zu1oA
3FxbvPFCDQnfblXKM+BYr8hUKijDgxWTvt7MMwQNjegcxXo8+i0JzRKKYR5qBVmT
wrtiFC6ZpRikESejRUx1OjTD0yqMKYS+Jfi8/gp7r1XQrwhAj2omWeN11ULbMrU4
FCTk6oMA80JyJkJYYfmpgGJY7SFgnkWxx0iMNXEaQy9T/UzSBu5w9Lcxt+B1ArV4
QSHFqplg/8S+Ryb/buGguDgegpeSYO6fH1EyxtZuUOW4R/ZQhg8xhCa1MjSeuIA4
V+NUdmKuLHf1OudoNt3iAoiEY94d2cOQ1s8qNRIZTkxFJ7+Cimnn6UB2CwqO4Ci5
44yuv0FZpbthmheGFGoDMBCmU3W8o425xvoY9ch+kIuoW/KlJrNUzU5fi1Wg1aiZ
vdGyUSzoCe9/mrvkFxhkYTg61C0Er+KMEPRI4yJo3PDp
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

"$IGN/gwcmd.sh" --backup "$DEST" -y
sha256sum "$DEST" > "$DEST.sha256"
rsync -a "$DEST" "$DEST.sha256" backup@nas01.voltbridge-charging.com:/volume1/scada/ignition/
find /var/backups/ignition -name '*.gwbk' -mtime +14 -delete
