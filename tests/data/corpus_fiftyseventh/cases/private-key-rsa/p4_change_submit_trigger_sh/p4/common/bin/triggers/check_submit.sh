#!/bin/bash
# check_submit.sh - Perforce change-submit trigger: refuse binary files over 2 GB outside //Cinderfall/Art/... and announce big submits
# p4 triggers entry:
#   check-submit change-submit //Cinderfall/... "/p4/common/bin/triggers/check_submit.sh %change% %user% %serverport%"
set -euo pipefail

CHANGE="$1"
SUBMITTER="$2"
export P4PORT="$3" P4USER=svc_triggers P4TICKETS=/p4/common/config/.p4tickets

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEA5DjStAoLiNfmAQ0HO/3n9vLZoefwGWkjZNJtOTrZ39yFc8ar
hFlUghNTVGoV9I6W3i8Ds7+mtxAADG62ySgxk+2ERBrK1VQQz/LyUPzKmHb/gt72
Ak3QuimP+GV5Act2d40p+4q2cBpQAo+iSL8sbfyGH4G1oxbvcRQOLvS6T0VwWFt7
rhyYbYt2gnJ3wwUbud40LhqqLuqrmmoFPFiXQyXdkMAaX2wQTHNL2l4GuXAcXk3v
frM9Dzl3yJNitSkBmjiIzCPnxo0BxnvcLhk9ZdE3RdKXX4FC5ctr0LIPD9XBwC3N
H1c8nnbYO/LzChCDXI/tQIuoFKY0wgVHM03vIQIDAQABAoIBAQCCbH826Ata5aas
uxTqzdnlkd/SBb5baPNrTiKou7eV6dGXDXUdvSbGKn5djlI/w9xwrv7/VSbj4xqB
aMiSRxu4fqnEB2DROib7bvU/hl4N+AbPwUH8amQGVvw9Ba+D8+5+iGqqwkcqKC8+
rPxWAwEjGzb960mpwKGyt1symu4pPzObEs07vX2LtKcsFCYqI1EZFoSmY6DTka0l
F/dyI7dQcIYrKKoCbRDB82bH+yWgc1nq4cpC9Pqv5KUhNT4NsrUt5JZEZaOjZa2b
eZVJyY34F5V9FFfQ592U4dz6GEyoBiPAGUvu6/Fdr3x0OA5RUg92IDZgGz9uqJ/k
XuUamSC6AoGBAPMFPTA2RzxlK/2K25tCwXIVCr4du74e4QGr+75ydzyFcSvpOsgy
Od0L00ijIi9YC69VsOjZ0FJz5v1EaYpeOIjoFMOFcNVgwUQsHDepGUovRx7ELZ4d
R7kdjr4mv+BwMCmKmvJ+EQdzt4jLP8wslGpYF2P/Jm74N7lNDyjbVarvAoGBAPrx
WhF9eeRPQntqUUbDfFvhL36kEcRnkfMZaNDCI67cgwHMW/wS7FcSZgnfwmPq9cRA
8LJ6VoegGCLfU4r8Ts9m7/HN/Wk3SyWzpvID72hr8afPbolFmniFm+s6LUhCDACm
rqF7nmatnj3i4siVWN2IEKOu5W11LimOsD01xzKrAoGBAJ3TYV9cJnGHZpTLXnJr
UbUDdJDUS1d57GK4mNd4xIriLaGUgBVPeoFHdndr7MLiSsC+azo3iOMv1WxjeLUX
HmKOuFump51QtUaKT17I+5z9uN5/CURQFQRxp55SWzoLhCMqvRr0+s7ib/KhoQX0
jSQq3WXi2xmrOiN9vRTse6KxAoGBAMFlw6VYVPLv6LlHHmQXEFBzvur5f7o0ZnM7
RFmH04xa3lY89TrXgeVwdKrg/Zw+rO+zRwr8EW/+xZfiAsob5yAEDH/ey5zy3V+f
w4W8DCOeKOuVMEqDvHDEjRbyVkATRrrBVXuZZqKLMk07dq8KjffLZOC8N8j6Yy4N
09/WSibPAoGBAIr/xg1PaQFWGCZpWhOaLqc+aSOWGYG1S2FoZ1v1qJEPJtcsAgce
IMb8MCpWnv9ENSiORpQ0Em6hng08EsrB27RFXR1zDbnyG0CiDiVrcnzurxjdTZPy
vxNwpgy/xsemYge3mjcXSZxYROveyLXa8uMUOEcxp4xacbITeLbBXiYi
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa

big=$(p4 -ztag -F '%depotFile% %fileSize%' sizes "//Cinderfall/...@=${CHANGE}" | awk '$2 > 2147483648 && $1 !~ "^//Cinderfall/Art/" {print $1}')
if [ -n "$big" ]; then
  echo "Change $CHANGE refused: files over 2 GB must go under //Cinderfall/Art/:"
  echo "$big"
  exit 1
fi
files=$(p4 -ztag -F '%depotFile%' files "//Cinderfall/...@=${CHANGE}" | wc -l)
[ "$files" -gt 500 ] && logger -t p4trigger "change $CHANGE by $SUBMITTER: $files files"
exit 0
