#!/bin/sh
# build_tiles.sh - build Valhalla routing tiles (with admin and timezone databases) for the van-routing service
set -eu
cd /custom_files

cat > /tmp/client.key <<'EOF'
-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIFCWYxK6ylR0CAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBC8oYbK2S5zw7vgJnJY/j2SBIIE
0N+Lh8jDl+cWLiBKBpFbSShrlZTlF03wZT3rKs8uv35ohfA2zNcruq3IwOb+UxBU
moT/t9OCIgFCQjuYPuHtP8AeXoPTU9hIiLkSM+rqoYZ86+K6MYTN11z9QAAgoxsU
XoLQ7YvgNODpII7hYcBKyAYXfyfkf5fNRQaPrwX2HtxVl5FZBEqEc62gy3o6yy0g
ooBKCLmlQvAAwgGhsU3BlULdQ3EnUr7PQeVJIjLb7IkzxBcqr7TZ8VdOtfuWllMm
S0hF2Lboha7eqArOxY9FykJrUpEMx7pZzpNqe+kGk90kCbpUj392DMCkbyhlSW7W
oshGjGJfBEpNkwz2vc5fbUKWgZG4ft4grCDk4f/n+dWR0UgEv6Wyk6qQ5BumKGcE
B3DgXigoAd2I8oiqEnsRn7DudCkXsErcTG0OxTnXGY2Xr55sK6q0y1wIgzOP0BFp
qJSrYEMLBy993N5BrwYQs4qCs6hr8U3Ym2M+UqQIS15ses3xR/v9DtVY4T6barsD
awf1nOPmU6VCFrWW4uMyfJqMnpLDJbDkvMJUzAR3q21GjWUH4GzEAS+T4hZw9gTD
yeUtP7wTbQ68QwVp6e6gOQG2/d85m4t2YZ5F9Tl0MyWYxoPm2J7O1O5PQtyaiSZk
TYu7kq7B/gp2z+/BjtEKBJhhjtwZkmfxcqAsFBDgIdGjWqQjU3GhBGukNqi99D3h
BY65wTuwN5RX3f1JUE9lf8mF41ErWkvKUxC1aCNuwzheP5uN/MaSRN9UBpqkGbBG
PcnvgvGZrzZlIYGUQY9gJ9eqTXdFQj7wQ6CG23cF6VC6LHVYVQUDsWTpPxEf3+Sb
Ao6+f8wO5PzDgr6vO4x/WMo3/tSZa+q9i5Nc3mDkqZ8KMUi0FhndYAsEsYnQ3ibM
C0fCIm+DiNU8FOTdYN6+7sP66/mpwYyeGcOm//WgspfzHyH7JXWEjBWveDayVjA9
GouYk3xhyNsyNgPaB+0ctSed3lxLqcqU2rwzWr14FjPNXD/cGPHo8TyJm+ZBEr0N
F+ZuOvy4eiI0P6uF4F5B1V5JRDzvFcVOyQSfTTMI08XYl2mA9FUiyMSbYnrQNfoS
0zuTgp1MJ03gayhNoUNlVvmskcUk8ukQN6BD8hcecAPbR3L1QBzcw7JhsE/9VV3X
KF1UmfUQM6NDXLGKII4XiJs0cm7ft5yA/ZfT2DJB5SkGlY5eo6rGRUdUkG9wuABV
/wn7EMg4m/dNAtE4aKver/l/cSgNHyOeOi19ZORFY1GpXaR471UCWuS+xKQBX6Xq
DdP/QldHjR702tkT87qtMglAX6LI2yvUC/tOHINiwxSf138rb4MhE8RmOUp4M3LJ
o2Rd6/p79V6Rt+D/1MhHSr0ogqqm87AO9/fXYIX+B34ClHl94V5QccAQ7clH5YdS
zubSzKjAWGBCWgeX1Qzll22h1ouj+BNOGkHaEGCYQdgMamyssm0OVLIadWhbPico
XL9god+Vo9v0mwXqchuLtP9OzaF+WvQJZuMwqluhDKxPCLiRrVAIPBGnX7ispk0W
qm/TqGLAt3cZ8vPdDu1KTWCCNwgNqmyw5U0JgJKUYg8xv+bdK3uJzlptiANc/oa8
7V4DIIdOKG3k0VxsfdqVozylhgrd+iVpJE8/kDxX5XUw
-----END ENCRYPTED PRIVATE KEY-----
EOF
chmod 600 /tmp/client.key

valhalla_build_config --mjolnir-tile-dir /custom_files/valhalla_tiles --mjolnir-tile-extract /custom_files/valhalla_tiles.tar \
  --mjolnir-timezone /custom_files/valhalla_tiles/timezones.sqlite --mjolnir-admin /custom_files/valhalla_tiles/admins.sqlite > valhalla.json
valhalla_build_timezones > valhalla_tiles/timezones.sqlite
valhalla_build_admins -c valhalla.json *.osm.pbf
valhalla_build_tiles -c valhalla.json *.osm.pbf
valhalla_build_extract -c valhalla.json -v
curl -fsS -X POST http://127.0.0.1:8002/route -d '{"locations":[{"lat":51.92,"lon":4.47},{"lat":52.37,"lon":4.90}],"costing":"truck"}' | jq .trip.summary
