#!/bin/bash
# fetch_bsp_hot.sh - picks up the day's BSP HOT file (DISH format) for agency 85494120 from the BSPlink file transfer
# server, archives it and hands it to the back office's ticket reconciliation
set -euo pipefail

AGENT="85494120"
BSP="ES"
DAY="$(date -d yesterday +%y%m%d)"
INBOX="/srv/bsp/$BSP/inbox"

cat > /tmp/deploy.ppk <<'EOF'
PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20241028
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCIpqO325FfOqmiCi+wxyJPsOUWt0AM/Usn
q8jo357HLtbNSaMyeZhmREbY1hUyLACLj0+QEogcBVrVtAzNkrZkGjLJouqFDmda
tF3hFW2KXD4xgjM7+DoL92NgSsEvNQCtRXmUoaLA6KMZAaIfM16WOupAqXb8uUvJ
uGxExxpXFWlpQddz4w9Pr9tpA9RuKuAP4f2tLELgKz7zl+qYepOhaoIt/S6z/oiU
elWzf0dTGp5g4R/dMVrMpOWTtURAL6dttyyF18EjwSNHszEtlsUpkK6ylIlFLb/d
uWmN3xDUb88QnG2JlP+sxI3/Pq92S4Xw4nLjZOWA2DThIAykF1FC
Private-Lines: 14
AAABAQDV9EufohnAQc+omkvjhIMrOBBdL/ZYGese+e2+g9tEZot95D/dZSYskked
OS276CQDwCG9ze1wxp4FGBUoT8Gt9HrFDPHYY7a7/IeAAW+kShLGEhbHvZwN+qaW
YkbdXtKshxdZ8EoD7gE0ehw2LaHml7gAvruIBS95U0jWZgc0XdStF9kP4FS0raap
bDoYX/vc9p79DTD7o3VVPKYYYhBlwSUXpGrKJTaSj0jOdl17FChbIcTioLkZYlqO
WD993NKnCJKFEK6Cdh8xWQyn4/RC5GNqoKaHrGx8GIZfySrnBngczkQu28LlYJLF
tGIjVdjcJ6Tv3XP3+M3kZAmAbibHAAAAgQCH704EBbYaWOz3rU3LPebaO3UD4sTq
LfGydNtD/TLGMWl4HDE8RKftzGrNquOsBf1BS03zwSTPtSW+0fK7ezwDHlTt4RsC
JTvEXqWNzhJmtJn3zhXI/3eKYtnaYPlk8f3wIKMNYU48fTnMWsY1YOvt0uQdY8O8
niSbznX0kog19AAAAIEAuIkqle9slLO96bRCA9eN0rkjV2CAeGOAFAUWAclByCJA
osIsUL28Bv7OBWjEYmn2O+GE7f8pZ4VicLHZY6cBeTCgj19fP+BPTZ+/X9ACwDsS
vEOD+d/34aaSkTyEmUSxq8IOt40k7m7E5IKuFtCFkYpyjD1cHwmLF46Dpl9hfHMA
AAB/Vlo1wo8ma4rqtONAQ01FRrlDezcfYMIgNzQBr5jGRJNI8t1jlHiMwzryHCEE
RlNcmSeaQBxIbSFN4t230kyvMyzJ3hyTEpjuADp0gV/gf2z6SsLUFVq9/DT7+xGv
ZrwGf0OgBnnpmr501jqp6OgpQfn6YMJCp2J2BUo2ERMn2Q==
Private-MAC: 0e67d2f1387fe23a48daab3dde686f2ec8390e77
EOF
chmod 600 /tmp/deploy.ppk

sftp -q -b - -i ~/.ssh/bsplink_ed25519 "${AGENT}@fts.bsplink.example" <<EOF
cd outgoing
get ${BSP}ebsp${AGENT}_${DAY}* $INBOX/
EOF
for f in "$INBOX"/*"_${DAY}"*; do
  gzip -t "$f" 2>/dev/null && gunzip -f "$f"
done
/opt/backoffice/bin/hot-reconcile --bsp "$BSP" --agent "$AGENT" --date "$DAY" "$INBOX"
echo "HOT file of $DAY reconciled"
