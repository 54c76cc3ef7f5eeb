#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 48656931 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="48656931"
BSP="NL"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

cat > /tmp/dsa.key <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDzye0aBbgGArkyAq/eaTNvCPVX44rHBHv/MrK8gGp29umZd55p
HdMqJf6l8bmV1CHPFlDNOR/MRiy4LdOQ0GGC/uoFgfpGRgR39XT43Kco2apQlTeb
IBQjai6XdDeybPClVeLcqBkMzJFzYVeZJfWkeV529ZsMKKnSnJNBAaAKcwIVAKS+
Nxm7NioS+BDVd4iP5NFaRtCWAoGBANmexUFOxtvOApdgHDw3TGPQmaJ/yekVCJD9
7CKcLo0T796ZlLyyPaWo6LbGbSAZkm43iYnsjVhTzkrwjVjhduroLuCiJn7cs0vh
L9nGbGX+A41TSdxCHkbPw0dq+1fFlbY0ZJjtDsHFK05fuY1I8rIzvqAqR5t+3cff
O8/YEnMqAoGBAPp9Ra7x/aUKFxce6HJPuotOMA7xVF73/yzxDVKl+TxJEv6IrWIy
n4t62U60c6PV60yZSYZax+lhXqoNsZvDVISaGMQjUIWC18ogzwi+sokwmEb0pAlv
qH8SLFKMYj1KFmMASjseZZrUD66eOncDvRYehf9gN3bze9mb9iMRv1l4AhUA0WHX
h/Tbu2/Dm7jnb86AdrpKyd8=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/dsa.key

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
