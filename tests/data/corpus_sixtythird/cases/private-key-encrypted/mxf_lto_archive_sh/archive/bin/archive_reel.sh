#!/bin/bash
# archive_reel.sh - rewrap a finished reel's masters to OP1a MXF (bmxtranswrap), checksum them and write them to an
# LTFS tape; the tape barcode and the checksums go to the asset register
set -euo pipefail

REEL="${1:?reel folder}"
TAPE="${2:?tape barcode}"
MNT="/mnt/ltfs/$TAPE"

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI9qy4AduyxvkCAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBC2bMLjFWQm+5YMYafH8bcWBIIE
0MlhH04xgRXdTJTQ2wWGFJRo77YWwhkQWWGig7VKf5RT/ndZVrLX4Gtv7NKx1c/p
McM4XkxvzoaXGhQT/5p9NRNyaRr0ZUnxugyLgdqEJOUW8fkTzqkoSPTfyHq3qbXb
GsDxOmUzAuIWkwx9gF4bfaNRBoHPTqhmSiaFx2xRmYTqaKlm7SMLPxRJFibXURQQ
ro75mnI/t332QHMpKT8/WbakZfKTsmHhJ20sAi1wCq+Fdu+r4owY7pDYU7XPITil
fWx9TWx4SBfQP8ucu9nDttiGgZ7PqlbjI6NQPKW2NYgJxQl86nMeRpFcpv60ZxqA
mI4K2uJsuI/g28R0lBVL3MoopIhgr18YuhwW2WvAZOw130pl9ZRhffCTygWf3cZ6
ibzBeDYeDSS1ylX3JBUQ5qJ0ExQumlspTqMmIzksSHxvVg4XhMLBvTvwKo42rz53
DxAefrS+EeUMt53fys+bDeJ/r2TfMYuNBkPQieo7WErjxGimc3ZaPbiGTssCs3Wo
sq4YozLrNJAuPswJ8fnkppmnGDYjj2kgcPUs+PykfHF2X/SO4QnU6kg3c3JJps7e
sb85+6fzWDDipE9dr9xWahwQFhstpdtK+xMrsHD0+sBBKPX1g+5kNP8+KzpswElV
wHHnD060AuSejMARk7wlISmtwAI5j0lG0ZHSRE9rQ9kI0ELr79gvlrmda3kOGYow
DURaLmxTcDnkfMWDzlYCHBTsVDLNNcVxzRM91EO+5aRYl5oym8S20jsvsbgC+h4k
5DMpJWEiR8UYy0Iq13NsxmCGTC1EwGgQ3WubcqdsHYDKxaNROLRAvMIMMb3f2j9Q
mZm2OYHYnOwg4pmkK0yT1GszjnGb3RVf4GztIxHb6S3br8/FmH0jHOIG25sIUoKZ
MNtctAK9VR6oNxROAs53d4L+mRQ2P+l7kOrfjeRpjVvx/yZIwdVof0YSz7rGcmtU
CnSY787+uWH3/Ih4fW6wclOqwaI+GAHFLWDQd5twbL1K/WilUJfArq26sy5nrSht
MRGZ7XX246YmHFQhiop0Jf/kB99kcrFTMW7kIdkvvDR0JSqYwbJXTSd9k1NwJQPP
eJNG6GfMQotN/yRobrhRol7RQa2x5SpsV3qNLv5pZPJSCt+8EXnov+uQGx33wrvZ
xJ61MbUW3uSTEXQq72rJ1PmYhPQ3upg22jkKJVuYSvh6xS9Jmz3+z4wE4DE52pgI
QRlez1ikqTVtJ+meZpB6o4WiPS8WvPILQdBBRlJ9UrNLgGjlsJ9K2NbjkbWlt+Yw
1rxmWPi76oo6zyDGREF5O5YHItVyzkxIBcasueqkWAuIc0pzu+bcAwYWBYmzoTrP
y+9ydhVeXujLhZ4yL9JRZOAW+TKjnUZBKEsw/i+kAF9PlNHml7kGuCQi9mcomZC8
fZMQ7UeOHfak9+VasyLqMTNwOmm93hPTckX69p2ajZMr6uxNaMTjcRh2dDBnu45D
S6wgiGkvjJ43TEFKZfv6F8dcoAlEZl7Bmhf6pCiE/0EiM3qIrb/cq3rnFkUnS4YO
sOZa4LMCMt9ca2IK5zxG3Aol3gcEqRRasWMDxI9GLJ7n93eGZjO+JpxyNp/J0ic3
g6czdTMZg8y0h9g4qsmIdEjTYN3GtUzGptqza7kPkJzS
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

for f in "$REEL"/*.mov; do
  bmxtranswrap -t op1a -o "${f%.mov}.mxf" "$f"
done
ltfs -o devname=/dev/nst0 "$MNT"
rsync -a --progress "$REEL"/*.mxf "$MNT/"
(cd "$REEL" && md5sum *.mxf) > "/srv/archive/manifests/$TAPE-$(basename "$REEL").md5"
umount "$MNT"
echo "$(basename "$REEL") archived to $TAPE"
